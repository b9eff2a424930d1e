// What a search result shows of a listing: a title and a description in the page's language, from
// the listing's facts, whatever language its author wrote in.
import { formatArea, formatUsd } from '../domain/format';
import type { Listing } from '../domain/listing';
import { localized } from '../domain/localized';
import { labelOf, optionLists, propertyKindOf, type OptionLists } from '../domain/options';
import { writtenIn } from '../domain/written-in';
import { appTexts, headTexts, optionsTexts } from '../i18n/catalogues';
import type { AppTexts } from '../i18n/app.ka';
import type { Bedrooms, HeadTexts, ListingFacts } from '../i18n/head.ka';
import type { Lang } from '../i18n/lang';
import { loadTexts, textsFor } from '../i18n/texts';

/** The words of a listing's or a catalogue's summary in one language: the head's and the app's texts and the option labels. */
export interface SummaryTexts {
  lang: Lang;
  head: HeadTexts;
  app: AppTexts['app'];
  options: OptionLists;
}

/** The words of a summary in a language whose catalogues are loaded (the server's are, all). */
export const summaryTexts = (lang: Lang): SummaryTexts => ({
  lang,
  head: textsFor(headTexts, lang),
  app: textsFor(appTexts, lang).app,
  options: optionLists(textsFor(optionsTexts, lang)),
});

/** The words of a summary, once their catalogues are loaded (the browser's, when a title needs them). */
export async function loadSummaryTexts(lang: Lang): Promise<SummaryTexts> {
  await loadTexts(lang, [appTexts.id, headTexts.id, optionsTexts.id]);
  return summaryTexts(lang);
}

/** A listing's title in the browser, for its tab, once its words are loaded. */
export const listingTabTitle = async (listing: Listing, lang: Lang): Promise<string> => listingTitle(listing, await loadSummaryTexts(lang));

/** A title and a description, before the site's name is added to the title. */
export interface Summary {
  title: string;
  description: string;
}

/**
 * Bedroom codes as one phrase: one number ('2', '4+'), a run ('2–3'; a run to the open top bucket
 * is '2+'), or a list ('1, 3').
 */
export function bedroomsPhrase(codes: readonly string[], lists: OptionLists): Bedrooms | null {
  const numbers = codes.map(Number).sort((a, b) => a - b);
  const first = numbers[0];
  const last = numbers.at(-1);
  if (first === undefined || last === undefined) return null;
  const label = (code: number) => labelOf(lists.bedrooms, code);
  if (numbers.length === 1) return { text: label(first), last };
  const run = numbers.every((number, index) => index === 0 || number === (numbers[index - 1] ?? 0) + 1);
  if (!run) return { text: numbers.map(label).join(', '), last };
  return { text: label(last).endsWith('+') ? `${label(first)}+` : `${label(first)}–${label(last)}`, last };
}

/** A listing's facts in a language: the deal, kind, bedrooms, district, area, price and floor. */
function listingFacts(listing: Listing, t: SummaryTexts): ListingFacts {
  const { lang } = t;
  const price = formatUsd(listing.flat_cost, lang);
  return {
    deal: listing.adType,
    kind: propertyKindOf(listing.flatObjects),
    bedrooms: listing.flat_count_bedrooms === null ? null : bedroomsPhrase([String(listing.flat_count_bedrooms)], t.options),
    district: localized(listing, 'district_name', lang),
    area: formatArea(listing.flat_square, lang),
    price: listing.adType === 2 ? t.app.perMonth(price) : price,
    floor: listing.floor === null ? null : { floor: listing.floor, of: listing.floors_total },
  };
}

/** A listing's title from its facts, in the page's language: "3-bedroom flat for sale in Vake, 120 m², $285,000". */
export const listingTitle = (listing: Listing, t: SummaryTexts): string => t.head.listing(listingFacts(listing, t));

/**
 * A listing's title and description from its facts, in the page's language. The author's own
 * description follows the facts on a page in its language; on another it stays on the page, not
 * in the head.
 */
export function listingSummary(listing: Listing, t: SummaryTexts): Summary {
  const facts = listingFacts(listing, t);
  const own = listing.flat_description.replace(/\s+/g, ' ').trim();
  const sentence = t.head.listingDescription(facts);
  return { title: t.head.listing(facts), description: own && writtenIn(own) === t.lang ? `${sentence} ${own}` : sentence };
}
