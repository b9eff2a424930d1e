// The catalogue search as one pure value: read from the URL query, written back to it, and turned
// into the form-data body of POST /api/catalog-announcements. The query names are the field names
// of the CatalogFilters schema (§2, §7), so a link or a reload restores the same search.
import type { components } from '../api/schema.gen';
import { codesFor, SUB_KINDS } from './filter-options';
import { PRICE_CAP, propertyKindOf, subKindsOf } from './options';
import { toGel, toUsd, type Currency } from './currency';
import { decodeArea, encodeArea, type LatLng } from './geo';

export type CatalogRequest = components['schemas']['CatalogFilters'];
export type AdType = CatalogRequest['adType'];
export type Sort = NonNullable<CatalogRequest['sort']>;
type OneToThree = NonNullable<CatalogRequest['proximityPlace']>;

// the multiple-choice filters, in the order the query string and the dialog list them
export const LIST_FIELDS = [
  'objectState',
  'buildingMaterial',
  'commercialLocation',
  'repair',
  'bedrooms',
  'rooms',
  'bathroom',
  'extraInfo',
  'heating',
  'cooker',
  'parking',
  'furniture',
  'communal',
  'equipment',
  'amenities',
  'districts',
] as const;
export type ListField = (typeof LIST_FIELDS)[number];

export const RANGE_FIELDS = ['rangePrice', 'rangePriceMax', 'rangeSquare', 'rangeSquareMax'] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];

export interface Filters extends Record<ListField, string[]>, Record<RangeField, number | null> {
  adType: AdType;
  /** two-level property kind, '4,1,7'; null when not chosen (the server's default, flats) */
  flatObjects: string | null;
  proximityPlace: OneToThree | null;
  proximityMode: OneToThree | null;
  /** the area drawn on the map; null when none */
  polygon: LatLng[] | null;
  sort: Sort;
  page: number;
  /** ui only (§2): the results on the map; never sent */
  map: boolean;
  /** ui only: the amount that leads on the cards and the currency the price bounds are typed in */
  currency: Currency;
}

export const DEFAULT_SORT: Sort = 'newest';

export function emptyFilters(adType: AdType): Filters {
  return {
    adType,
    flatObjects: null,
    objectState: [],
    buildingMaterial: [],
    commercialLocation: [],
    repair: [],
    bedrooms: [],
    rooms: [],
    bathroom: [],
    extraInfo: [],
    heating: [],
    cooker: [],
    parking: [],
    furniture: [],
    communal: [],
    equipment: [],
    amenities: [],
    districts: [],
    rangePrice: null,
    rangePriceMax: null,
    rangeSquare: null,
    rangeSquareMax: null,
    proximityPlace: null,
    proximityMode: null,
    polygon: null,
    sort: DEFAULT_SORT,
    page: 1,
    map: false,
    currency: 'USD',
  };
}

const SORTS: Record<Sort, true> = { newest: true, price_asc: true, price_desc: true, square_asc: true, square_desc: true };

const INT = /^\d+$/;
const NUMBER = /^\d+(\.\d+)?$/;
const DISTRICT_ID = /^[1-9]\d{0,2}$/;

// a list arrives comma separated (the app's links) or as a repeated key (a form's checkboxes
// sent without JavaScript: bedrooms=2&bedrooms=3), or both
function codes(raw: string[], allowed: (code: string) => boolean): string[] {
  const seen = new Set<string>();
  for (const part of raw.flatMap((value) => value.split(','))) {
    const code = part.trim();
    if (code && allowed(code)) seen.add(code);
  }
  return [...seen];
}

function amount(raw: string | null): number | null {
  return raw !== null && NUMBER.test(raw.trim()) ? Number(raw.trim()) : null;
}

/** A proximity code ('1'..'3') or null. */
export function oneToThree(raw: string | null): OneToThree | null {
  if (raw === '1') return 1;
  if (raw === '2') return 2;
  return raw === '3' ? 3 : null;
}

export function isSort(value: string | null): value is Sort {
  return value !== null && Object.hasOwn(SORTS, value);
}

function parseFlatObjects(raw: string | null): string | null {
  if (!raw || !/^[1-5](,\d+)*$/.test(raw)) return null;
  const kind = propertyKindOf(raw);
  const children = SUB_KINDS[kind] ?? [];
  const subs = subKindsOf(raw).filter((code, index, all) => all.indexOf(code) === index && children.includes(code));
  return [String(kind), ...subs].join(',');
}

function ordered(from: number | null, to: number | null): [number | null, number | null] {
  return from !== null && to !== null && from > to ? [to, from] : [from, to];
}

/**
 * Reads a search from a URL query. The deal comes from the route; anything malformed or an
 * unknown option code is dropped field by field (never throws).
 */
export function parse(query: URLSearchParams | string, adType: AdType): Filters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const filters = emptyFilters(adType);
  filters.flatObjects = parseFlatObjects(params.get('flatObjects'));
  const kind = propertyKindOf(filters.flatObjects);
  for (const field of LIST_FIELDS) {
    const known = field === 'districts' ? null : codesFor(field, kind, adType);
    filters[field] = codes(params.getAll(field), (code) => (known ? known.includes(code) : DISTRICT_ID.test(code)));
  }
  [filters.rangePrice, filters.rangePriceMax] = ordered(amount(params.get('rangePrice')), amount(params.get('rangePriceMax')));
  [filters.rangeSquare, filters.rangeSquareMax] = ordered(amount(params.get('rangeSquare')), amount(params.get('rangeSquareMax')));
  filters.proximityPlace = oneToThree(params.get('proximityPlace'));
  filters.proximityMode = oneToThree(params.get('proximityMode'));
  filters.polygon = decodeArea(params.get('polygon'));
  const sort = params.get('sort');
  filters.sort = isSort(sort) ? sort : DEFAULT_SORT;
  const page = params.get('page');
  filters.page = page && INT.test(page) && Number(page) >= 1 ? Number(page) : 1;
  filters.map = params.get('map') === 'true';
  filters.currency = params.get('currency') === 'GEL' ? 'GEL' : 'USD';
  return filters;
}

// option codes in one order: a search is one address however its options were picked
const inOrder = (codes: readonly string[]): string[] => [...codes].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

/**
 * The search as a query string ('' or '?flatObjects=1&...'). The deal is the route's and defaults
 * are left out, so a catalogue's first page is its bare path; fields and codes are in one order.
 */
export function toQuery(filters: Filters): string {
  const pairs: Array<[string, string]> = [];
  if (filters.flatObjects) {
    const [kind = '', ...subKinds] = filters.flatObjects.split(',');
    pairs.push(['flatObjects', [kind, ...inOrder(subKinds)].join(',')]);
  }
  for (const field of LIST_FIELDS) if (filters[field].length) pairs.push([field, inOrder(filters[field]).join(',')]);
  for (const field of RANGE_FIELDS) if (filters[field] !== null) pairs.push([field, String(filters[field])]);
  if (filters.proximityPlace !== null) pairs.push(['proximityPlace', String(filters.proximityPlace)]);
  if (filters.proximityMode !== null) pairs.push(['proximityMode', String(filters.proximityMode)]);
  if (filters.polygon) pairs.push(['polygon', encodeArea(filters.polygon)]);
  if (filters.sort !== DEFAULT_SORT) pairs.push(['sort', filters.sort]);
  if (filters.page > 1) pairs.push(['page', String(filters.page)]);
  if (filters.map) pairs.push(['map', 'true']);
  if (filters.currency === 'GEL') pairs.push(['currency', 'GEL']);
  if (pairs.length === 0) return '';
  // commas and semicolons stay readable: they separate option codes and an area's vertices and
  // need no escaping in a query
  return `?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',').replace(/%3B/g, ';')}`).join('&')}`;
}

/** §7, §9: a price bound above the deal's cap means "no limit" and is not sent. */
export function withinPriceCap(value: number | null, adType: AdType): number | undefined {
  return value !== null && value <= PRICE_CAP[adType] ? value : undefined;
}

// a price bound as sent, in USD; a bound in lari is dropped while the rate is unknown
function inUsd(value: number | null, filters: Filters, rate: number | undefined): number | null {
  if (value === null || filters.currency === 'USD') return value;
  return rate === undefined ? null : toUsd(value, rate);
}

/** Whether the search bounds the price, at either end. */
export const hasPriceBounds = (filters: Filters): boolean => filters.rangePrice !== null || filters.rangePriceMax !== null;

/** Whether the search has a price bound it cannot send: typed in lari while the rate is unknown. */
export function priceUnsent(filters: Filters, rate: number | undefined): boolean {
  return filters.currency === 'GEL' && rate === undefined && hasPriceBounds(filters);
}

/**
 * The form-data body of the catalogue request; ui-only fields (map, currency) are not sent. Price
 * bounds in lari are sent in USD at `rate`, the caps applying after the conversion.
 */
export function toRequest(filters: Filters, rate?: number): CatalogRequest {
  const body: CatalogRequest = { adType: filters.adType, sort: filters.sort, page: filters.page };
  if (filters.flatObjects) body.flatObjects = filters.flatObjects;
  for (const field of LIST_FIELDS) if (filters[field].length) body[field] = filters[field].join(',');
  const rangePrice = withinPriceCap(inUsd(filters.rangePrice, filters, rate), filters.adType);
  const rangePriceMax = withinPriceCap(inUsd(filters.rangePriceMax, filters, rate), filters.adType);
  if (rangePrice !== undefined) body.rangePrice = rangePrice;
  if (rangePriceMax !== undefined) body.rangePriceMax = rangePriceMax;
  if (filters.rangeSquare !== null) body.rangeSquare = filters.rangeSquare;
  if (filters.rangeSquareMax !== null) body.rangeSquareMax = filters.rangeSquareMax;
  if (filters.proximityPlace !== null) body.proximityPlace = filters.proximityPlace;
  if (filters.proximityMode !== null) body.proximityMode = filters.proximityMode;
  if (filters.polygon) body.polygon = encodeArea(filters.polygon);
  return body;
}

/** How many filters the user set (the badge on the filter button); sort, page, map and currency are not filters. */
export function countActive(filters: Filters): number {
  let count = filters.flatObjects ? 1 : 0;
  for (const field of LIST_FIELDS) if (filters[field].length) count += 1;
  if (hasPriceBounds(filters)) count += 1;
  if (filters.rangeSquare !== null || filters.rangeSquareMax !== null) count += 1;
  if (filters.proximityPlace !== null) count += 1;
  if (filters.polygon) count += 1;
  return count;
}

/** The same search without any filter (sort, view and currency kept, back to page 1). */
export function resetFilters(filters: Filters): Filters {
  return { ...emptyFilters(filters.adType), sort: filters.sort, map: filters.map, currency: filters.currency };
}

/**
 * The same search with its price bounds in another currency, converted at `rate`; without the
 * rate the bounds cannot be converted and are dropped.
 */
export function withCurrency(filters: Filters, currency: Currency, rate: number | undefined): Filters {
  if (currency === filters.currency) return filters;
  const convert = (value: number | null) => (value === null || rate === undefined ? null : currency === 'GEL' ? toGel(value, rate) : toUsd(value, rate));
  return { ...filters, currency, rangePrice: convert(filters.rangePrice), rangePriceMax: convert(filters.rangePriceMax) };
}

/** Drops what no longer applies (e.g. bedrooms after switching to commercial) by a round trip. */
export function normalize(filters: Filters): Filters {
  return parse(toQuery(filters), filters.adType);
}

/** The largest area on the area slider; its top bucket is open-ended. */
export const AREA_MAX = 300;

/** A range slider's top bucket means "no upper bound", so it is not kept as a number. */
export function openTop(to: number | null, max: number): number | null {
  return to !== null && to >= max ? null : to;
}

/** A range's ends as filters keep them: its lowest value is no lower bound, its top bucket no upper one. */
export const openEnds = ({ from, to }: { from: number | null; to: number | null }, min: number, max: number): [number | null, number | null] => [
  from !== null && from <= min ? null : from,
  openTop(to, max),
];
