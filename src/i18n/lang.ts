// The three languages of the interface, how an address names them and how each counts. No React
// and no `window`: the router, the server and the canonical builder all read it.

export const LANGS = ['ka', 'en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/** Georgian: SPEC's texts, at today's addresses without a prefix; x-default for search engines. */
export const DEFAULT_LANG: Lang = 'ka';

/** The cookie that remembers a visitor's choice, read by the server for the shells of private pages. */
export const LANG_COOKIE = 'realt_lang';

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** How each language is named to search engines, link previews and Intl. */
export const LOCALES: Record<Lang, { intl: string; og: string; native: string; short: string }> = {
  ka: { intl: 'ka-GE', og: 'ka_GE', native: 'ქართული', short: 'ქა' },
  en: { intl: 'en-GB', og: 'en_GB', native: 'English', short: 'EN' },
  ru: { intl: 'ru-RU', og: 'ru_RU', native: 'Русский', short: 'RU' },
};

/** The segment a language adds after the base: '' for Georgian, '/en', '/ru'. */
export const langPrefix = (lang: Lang): string => (lang === DEFAULT_LANG ? '' : `/${lang}`);

/**
 * The language of a path below the base ('/en/catalog/sell') and the path without it
 * ('/catalog/sell'); a path without a language segment is Georgian.
 */
export function splitLang(local: string): { lang: Lang; path: string } {
  const found = /^\/(en|ru)(?=\/|$)/.exec(local);
  if (!found) return { lang: DEFAULT_LANG, path: local };
  const lang = found[1];
  return { lang: isLang(lang) ? lang : DEFAULT_LANG, path: local.slice(found[0].length) || '/' };
}

const CHOSEN = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([a-z]+)`);

/** The language a Cookie header (or document.cookie) says the visitor chose; null for none. */
export function chosenLang(cookies: string): Lang | null {
  const chosen = CHOSEN.exec(cookies)?.[1];
  return isLang(chosen) ? chosen : null;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** Russian has one, few and many (1 комната, 2 комнаты, 5 комнат), English one and other; Georgian gives other alone (a noun after a number stays singular). */
export function plural(lang: Lang, count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(LOCALES[lang].intl)));
  return forms[rules.select(count)] ?? forms.other;
}
