// The one line that names a saved catalogue search until the user names it otherwise.
import { appTexts, savedSearchesTexts } from '../i18n/catalogues';
import type { AppTexts } from '../i18n/app.ka';
import type { Lang } from '../i18n/lang';
import type { SavedSearchesTexts } from '../i18n/saved-searches.ka';
import { useLang } from '../i18n/lang-context';
import { useTexts } from '../i18n/texts';
import type { components } from '../api/schema.gen';
import { countActive, type Filters } from './catalog-filters';
import { groupByCity } from './districts';
import { formatArea, formatUsd } from './format';
import { SEARCH_NAME_MAX } from './limits';
import { labelOf, propertyKindOf, subKindsOf, useOptions, type OptionLists } from './options';

type District = components['schemas']['District'];

/** What a search's summary is worded with: the language's option labels, summary texts and formats. */
export interface SummaryWords {
  lang: Lang;
  options: OptionLists;
  t: SavedSearchesTexts['summary'];
  app: AppTexts['app'];
}

/** The summary's words in the page's language. */
export function useSummaryWords(): SummaryWords {
  return { lang: useLang(), options: useOptions(), t: useTexts(savedSearchesTexts).summary, app: useTexts(appTexts).app };
}

/** A bound or two as a search's summary writes them: '50 m² – 80 m²', 'from 50 m²', 'up to 80 m²'. */
export function range(t: SummaryWords['t'], from: number | null, to: number | null, format: (n: number) => string): string | null {
  if (from !== null && to !== null) return `${format(from)} – ${format(to)}`;
  if (from !== null) return t.from(format(from));
  return to !== null ? t.upTo(format(to)) : null;
}

/**
 * The search in a few words: deal, kind, bedrooms or rooms, districts, price, area, and how many
 * other filters; `districtOf` gives a district when the list is at hand (else a count); each
 * city is named once, after its districts ('ვაკე, საბურთალო, თბილისი, ძველი ბათუმი, ბათუმი').
 * At most SEARCH_NAME_MAX characters, so it is a valid name as it is.
 */
export function describeSearch(filters: Filters, words: SummaryWords, districtOf: (id: string) => District | undefined = () => undefined): string {
  const { lang, options: o, t, app } = words;
  const parts = [labelOf(o.adTypes, filters.adType)];
  let described = 0;
  if (filters.flatObjects) {
    const kind = propertyKindOf(filters.flatObjects);
    const subs = subKindsOf(filters.flatObjects).map((code) => labelOf(kind === 4 ? o.commercialKinds : o.landKinds, code));
    parts.push(subs.length ? subs.join(', ') : labelOf(o.propertyKinds, kind));
    described += 1;
  }
  if (filters.bedrooms.length) {
    parts.push(t.bedrooms(filters.bedrooms.map((code) => labelOf(o.bedrooms, code)).join(', ')));
    described += 1;
  }
  if (filters.rooms.length) {
    parts.push(t.rooms(filters.rooms.map((code) => labelOf(o.commercialRooms, code)).join(', ')));
    described += 1;
  }
  if (filters.districts.length) {
    const known = filters.districts.flatMap((id) => districtOf(id) ?? []);
    const named = groupByCity(known, lang).map(({ city, districts }) => [...districts, city].join(', '));
    parts.push(known.length === filters.districts.length ? named.join(', ') : t.districts(filters.districts.length));
    described += 1;
  }
  const prices = range(t, filters.rangePrice, filters.rangePriceMax, (n) => formatUsd(n, lang));
  // a rent's is a month's
  const price = prices && filters.adType === 2 ? app.perMonth(prices) : prices;
  const area = range(t, filters.rangeSquare, filters.rangeSquareMax, (n) => formatArea(n, lang));
  if (price) parts.push(price);
  if (area) parts.push(area);
  if (filters.polygon) parts.push(t.area);
  described += (price ? 1 : 0) + (area ? 1 : 0) + (filters.polygon ? 1 : 0);
  const others = countActive(filters) - described;
  if (others > 0) parts.push(t.more(others));
  const line = parts.filter(Boolean).join(', ');
  return line.length <= SEARCH_NAME_MAX ? line : `${line.slice(0, SEARCH_NAME_MAX - 1)}…`;
}
