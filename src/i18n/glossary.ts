// One name per concept in each language: the catalogues (<feature>.<lang>.ts) use the term and
// never its synonyms, which tests/unit/i18n/catalogues.test.ts looks for in every text. Georgian
// keeps SPEC's words; a new text, or a new language, starts here.
import type { Lang } from './lang';

interface Entry {
  /** the name the interface uses */
  term: string;
  /** what it must not say instead (matched in every text of the language's catalogues) */
  avoid: readonly RegExp[];
}

export type Glossary = Record<string, Record<Lang, Entry>>;

export const GLOSSARY = {
  /** a listing a user keeps with the heart button (§4 favourites) */
  savedListing: {
    ka: { term: 'შენახული განცხადება', avoid: [] },
    en: { term: 'saved listing', avoid: [/\bfavou?rites?\b/i, /\bsaved flats?\b/i, /\bbookmark/i] },
    ru: { term: 'сохранённое объявление', avoid: [/избранн/i, /сохранённ\S* квартир/i, /заклад/i] },
  },
  /** a paid placement (VIP, Super VIP) bought for a number of days; "service" is bumping and highlighting */
  tariff: {
    ka: { term: 'ტარიფი', avoid: [] },
    en: { term: 'promotion', avoid: [/\btariffs?\b/i, /\bpackages?\b/i] },
    ru: { term: 'тариф', avoid: [/продвижени/i, /пакет/i] },
  },
  /** making an account (§2 register) */
  signUp: {
    ka: { term: 'რეგისტრაცია', avoid: [] },
    en: { term: 'sign up', avoid: [/\bregister\b/i, /\bregistration\b/i, /\bcreate an account\b/i, /\bsign-up\b/i] },
    ru: { term: 'регистрация', avoid: [/созда(?:йте|ть) аккаунт/i] },
  },
  /** a listing waiting for a moderator (§4 status 1) */
  moderation: {
    ka: { term: 'მოდერაცია', avoid: [] },
    en: { term: 'moderation', avoid: [/\bunder review\b/i, /\bin review\b/i, /\bpending review\b/i, /\bunder moderation\b/i] },
    ru: { term: 'модерация', avoid: [/на проверке/i, /на рассмотрении/i] },
  },
  /** a storey of a building: 'Floor 7 of 14' */
  floor: {
    ka: { term: 'სართული', avoid: [] },
    en: { term: 'floor', avoid: [/\d+ \/ \d+ floor/i, /\bstoreys?\b/i] },
    ru: { term: 'этаж', avoid: [/\d+ \/ \d+ этаж/i] },
  },
  /** §3 bathroom 1 and 2: bath and toilet in one room, or the toilet apart */
  bathroom: {
    ka: { term: 'სველი წერტილი', avoid: [] },
    en: { term: 'bathroom and toilet together / separate toilet', avoid: [/^combined\b/i, /\bcombined bathroom\b/i, /^separate$/i] },
    ru: { term: 'совмещённый / раздельный санузел', avoid: [] },
  },
  /** a user's multiplier of tariff prices, set in the console */
  priceRate: {
    ka: { term: 'ფასის კოეფიციენტი', avoid: [] },
    en: { term: 'personal price rate', avoid: [/\bcoefficient\b/i] },
    ru: { term: 'персональный коэффициент', avoid: [] },
  },
} satisfies Glossary;
