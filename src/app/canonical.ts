// The one address of a page: its canonical link and og:url, and the key the server can keep a
// render under. Built from the route and only the query parameters that change what the page
// holds, written in one order, so tracking parameters, defaults and `/realt` vs `/realt/` all
// lead to the same address. No React and no `window`: the server imports it.
import { CATALOGUE_DEALS, absolute, paths } from '../config/paths';
import type { Lang } from '../i18n/lang';
import { DEFAULT_SORT, hasPriceBounds, parse, toQuery, type AdType } from '../domain/catalog-filters';
import { kindOf, kindQuery } from '../domain/market-search';
import type { ScreenName } from './route-types';

type Params = Record<string, string | undefined>;

// every screen's route pattern by the screen's name
const patterns = new Map<string, string>(Object.values(paths).flatMap((route) => ('name' in route ? [[route.name, route.path]] : [])));

const MARKETS = new Set<ScreenName>(['MarketSell', 'MarketRent']);

/**
 * A catalogue's query: its filters and a page past the first. Sort, the map view and the leading
 * currency only show the same listings otherwise; the currency stays where a price bound is
 * typed in lari, since the bound then means lari and the same numbers in dollars are another
 * search.
 */
function catalogueQuery(search: string, adType: AdType): string {
  const filters = parse(search, adType);
  const inLari = filters.currency === 'GEL' && hasPriceBounds(filters);
  return toQuery({ ...filters, sort: DEFAULT_SORT, map: false, currency: inLari ? 'GEL' : 'USD' });
}

/**
 * The canonical path (with the base) of a screen from its route parameters and the query string
 * ('' or '?...') in a language: only a catalogue and a market page (its property kind) keep a
 * query; a listing, a user's page and the private pages (sign-in, profile, console) have none.
 * Null for the not-found page, which is no address.
 */
export function canonicalPath(name: ScreenName, params: Params, search: string, lang: Lang): string | null {
  const pattern = patterns.get(name);
  if (pattern === undefined) return null;
  const path = absolute(pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? '')), lang);
  const adType = CATALOGUE_DEALS[name];
  if (MARKETS.has(name)) return path + kindQuery(kindOf(search));
  return adType === undefined ? path : path + catalogueQuery(search, adType);
}

/**
 * The query a page's render reads ('' or '?...'): a catalogue's search as the catalogue writes it
 * (its sort, view and currency too), a market page's property kind, nothing for any other page
 * (null: the not-found page). The
 * server renders a page and keys its render cache with it, and the browser hydrates with it, never
 * with the address's own query: every byte of a kept page is what its key says, so a first
 * visitor's `?utm_source=…` is in no later visitor's page.
 */
export function renderedSearch(name: ScreenName | null, search: string): string {
  if (name !== null && MARKETS.has(name)) return kindQuery(kindOf(search));
  const adType = name === null ? undefined : CATALOGUE_DEALS[name];
  return adType === undefined ? '' : toQuery(parse(search, adType));
}
