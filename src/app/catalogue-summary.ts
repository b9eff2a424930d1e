// What a search result shows of a catalogue page: a title and a description in the page's
// language, from its normalised search (the canonical address's), what its answer told and its page.
import type { QueryClient } from '@tanstack/react-query';
import type { components } from '../api/schema.gen';
import { districtsQuery } from '../api/shared-queries';
import { AREA_MAX, normalize, openTop, parse, withinPriceCap, type AdType, type Filters } from '../domain/catalog-filters';
import { groupByCity } from '../domain/districts';
import { formatArea, formatList, formatNumber, formatUsd } from '../domain/format';
import { propertyKindOf } from '../domain/options';
import { range } from '../domain/saved-search';
import type { SavedSearchesTexts } from '../i18n/saved-searches.ka';
import type { Lang } from '../i18n/lang';
import { bedroomsPhrase, loadSummaryTexts, type Summary, type SummaryTexts } from './listing-summary';

type District = components['schemas']['District'];

/** What the catalogue's answer and the districts list tell, when the page has them. */
export interface CatalogueKnown {
  districts?: readonly District[] | undefined;
  answer?: { total: number; last_page: number } | undefined;
}

/** A catalogue address's search ('' or '?...') as its canonical address writes it: one address, one title. */
export const catalogueSearch = (search: string, adType: AdType): Filters => normalize(parse(search, adType));

/**
 * Where a search looks: its drawn area, its districts by name (up to three, each city named once
 * after its districts), by their cities beyond three, or by their count while the list is not
 * known; null for anywhere.
 */
function placeOf(filters: Filters, known: CatalogueKnown, t: SummaryTexts): string | null {
  if (filters.polygon) return t.head.drawnArea;
  if (filters.districts.length === 0) return null;
  const { lang } = t;
  const found = filters.districts.flatMap((id) => known.districts?.filter((district) => String(district.id) === id) ?? []);
  if (found.length !== filters.districts.length) return t.head.districts(filters.districts.length);
  const groups = groupByCity(found, lang);
  const [only] = groups;
  if (only && groups.length === 1) return `${found.length > 3 ? t.head.districts(found.length) : formatList(only.districts, lang)}, ${only.city}`;
  return formatList(found.length > 3 ? groups.map(({ city }) => city) : groups.map(({ city, districts }) => [...districts, city].join(', ')), lang);
}

// the title without its page
const baseTitle = (filters: Filters, known: CatalogueKnown, t: SummaryTexts) =>
  t.head.catalogue({ deal: filters.adType, kind: propertyKindOf(filters.flatObjects), bedrooms: bedroomsPhrase(filters.bedrooms, t.options), place: placeOf(filters, known, t) });

/** A catalogue's title: "2–3 bedroom flats for rent in Vake, Tbilisi — page 2". */
export function catalogueTitle(filters: Filters, known: CatalogueKnown, t: SummaryTexts): string {
  const base = baseTitle(filters, known, t);
  return filters.page > 1 ? t.head.paged(base, filters.page) : base;
}

/**
 * A catalogue's title in the browser, for its tab, once its words are loaded: the districts it
 * names are read from the cache, or asked for (without them, the title counts them).
 */
export async function catalogueTabTitle(client: QueryClient, search: string, adType: AdType, lang: Lang): Promise<string> {
  const filters = catalogueSearch(search, adType);
  const districts = filters.districts.length > 0 ? await client.ensureQueryData(districtsQuery()).then((data) => data.result, () => undefined) : undefined;
  return catalogueTitle(filters, { districts }, await loadSummaryTexts(lang));
}

// a bound typed in lari stays in lari: the search means those numbers
const priceFormat = (filters: Filters, lang: Lang) => (filters.currency === 'GEL' ? (n: number) => `${formatNumber(n, lang)} ₾` : (n: number) => formatUsd(n, lang));

/**
 * A catalogue's title and description; the description adds the count of listings and the number
 * of pages where the answer is known, and the price and area bounds in a saved search's words.
 */
export function catalogueSummary(filters: Filters, known: CatalogueKnown, t: SummaryTexts, words: SavedSearchesTexts['summary']): Summary {
  // a bound past the deal's cap or the area slider's top is no bound
  const inUsd = filters.currency === 'USD';
  const cap = (value: number | null) => (inUsd ? (withinPriceCap(value, filters.adType) ?? null) : value);
  const bounds = [
    range(words, cap(filters.rangePrice), cap(filters.rangePriceMax), priceFormat(filters, t.lang)),
    range(words, filters.rangeSquare, openTop(filters.rangeSquareMax, AREA_MAX), (n) => formatArea(n, t.lang)),
  ].filter((bound) => bound !== null);
  return {
    title: catalogueTitle(filters, known, t),
    description: t.head.catalogueDescription(baseTitle(filters, known, t), known.answer?.total ?? null, bounds, filters.page, known.answer?.last_page ?? null),
  };
}
