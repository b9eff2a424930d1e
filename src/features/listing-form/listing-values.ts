// The listing form's values: their shape while editing (strings as typed), how they are read from
// the form's fields, made from a saved listing, and turned into the contract's ListingForm with
// only the fields the kind and deal type show (§3).
import type { components } from '../../api/schema.gen';
import { propertyKindOf, type OptionLists } from '../../domain/options';
import { featureIds, paramFields, type AdType, type ParamField } from '../../domain/listing-kinds';
import { numberInput, parseNumber } from '../../domain/format';
import type { Listing, ListingForm } from '../../domain/listing';
import type { Lang } from '../../i18n/lang';


/** §3 photo description 15: "not specified". */
export const NO_DESCRIPTION = 15;

export interface PhotoEntry {
  /** a local id: the list's key, and a guest's file in the pending-photo store */
  key: string;
  /** the server path; empty for a guest's photo that waits for sign-in (`pending`) and for a failed one */
  image: string;
  description: number;
  main: boolean;
  pending?: boolean;
  /** its upload failed (the connection, the server): its file waits in the pending-photo store to be tried again */
  failed?: { name: string };
}

export interface ProximityRow {
  place: string;
  mode: string;
  minutes: string;
}

export interface ListingValues {
  adType: string;
  flatObjects: string;
  district_id: string;
  address: string;
  address_house_number: string;
  /** the map pin, '' until placed */
  lat: string;
  lng: string;
  flat_square: string;
  object_state: string;
  building_material: string;
  commercial_location: string;
  flat_count_bedrooms: string;
  rooms: string;
  floor: string;
  floors_total: string;
  repair: string;
  bathroom: string;
  bathroom_count: string;
  features: string[];
  proximity: ProximityRow[];
  photos: PhotoEntry[];
  video: string;
  title: string;
  flat_description: string;
  flat_cost: string;
}

const TEXT_FIELDS = [
  'adType',
  'flatObjects',
  'district_id',
  'address',
  'address_house_number',
  'lat',
  'lng',
  'flat_square',
  'object_state',
  'building_material',
  'commercial_location',
  'flat_count_bedrooms',
  'rooms',
  'floor',
  'floors_total',
  'repair',
  'bathroom',
  'bathroom_count',
  'video',
  'title',
  'flat_description',
  'flat_cost',
] as const satisfies ReadonlyArray<keyof ListingValues>;

export function emptyValues(): ListingValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, '']));
  return { ...pickText(values), adType: '1', flatObjects: '1', features: [], proximity: [], photos: [] };
}

function pickText(source: Record<string, unknown>): Pick<ListingValues, (typeof TEXT_FIELDS)[number]> {
  const text = (name: (typeof TEXT_FIELDS)[number]) => {
    const value = source[name];
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  };
  return {
    adType: text('adType'),
    flatObjects: text('flatObjects'),
    district_id: text('district_id'),
    address: text('address'),
    address_house_number: text('address_house_number'),
    lat: text('lat'),
    lng: text('lng'),
    flat_square: text('flat_square'),
    object_state: text('object_state'),
    building_material: text('building_material'),
    commercial_location: text('commercial_location'),
    flat_count_bedrooms: text('flat_count_bedrooms'),
    rooms: text('rooms'),
    floor: text('floor'),
    floors_total: text('floors_total'),
    repair: text('repair'),
    bathroom: text('bathroom'),
    bathroom_count: text('bathroom_count'),
    video: text('video'),
    title: text('title'),
    flat_description: text('flat_description'),
    flat_cost: text('flat_cost'),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseList(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (typeof json !== 'string' || json === '') return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Photo entries from the form's JSON value (or a draft); anything malformed is skipped. */
export function parsePhotos(json: unknown): PhotoEntry[] {
  return parseList(json).flatMap((item) => {
    if (!isRecord(item) || typeof item.key !== 'string' || typeof item.image !== 'string') return [];
    const description = typeof item.description === 'number' ? item.description : NO_DESCRIPTION;
    const failed = isRecord(item.failed) && typeof item.failed.name === 'string' ? { failed: { name: item.failed.name } } : {};
    return [{ key: item.key, image: item.image, description, main: item.main === true, ...(item.pending === true ? { pending: true } : {}), ...failed }];
  });
}

export function parseProximity(json: unknown): ProximityRow[] {
  return parseList(json).flatMap((item) => {
    if (!isRecord(item)) return [];
    const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
    return [{ place: text(item.place), mode: text(item.mode), minutes: text(item.minutes) }];
  });
}

/** Values from a plain object: the form's fields or a draft. */
export function toListingValues(source: Record<string, unknown>): ListingValues {
  const features = Array.isArray(source.features) ? source.features.map(String) : typeof source.features === 'string' && source.features ? [source.features] : [];
  return {
    ...pickText(source),
    features,
    proximity: parseProximity(source.proximity),
    photos: parsePhotos(source.photos),
  };
}

/** The form's fields for these values: the lists (photos, proximity) are kept as JSON text. */
export function toFormFields(values: ListingValues): Record<string, unknown> {
  return { ...values, photos: JSON.stringify(values.photos), proximity: JSON.stringify(values.proximity) };
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The edit form's values from GET /client-api/announcements/{id}/ge, its numbers in the page's language's form. */
export function fromAnnouncement(listing: Listing, lang: Lang): ListingValues {
  const photos: PhotoEntry[] = [
    ...(listing.main_photo ? [{ ...listing.main_photo, key: `main-${listing.main_photo.image}`, main: true }] : []),
    ...listing.flat_photos.map((photo, index) => ({ ...photo, key: `flat-${index}-${photo.image}`, main: false })),
  ];
  return {
    adType: text(listing.adType),
    flatObjects: listing.flatObjects,
    district_id: text(listing.district_id),
    address: listing.address,
    address_house_number: listing.address_house_number,
    lat: text(listing.lat),
    lng: text(listing.lng),
    flat_square: numberInput(listing.flat_square, lang),
    object_state: text(listing.object_state),
    building_material: text(listing.building_material),
    commercial_location: text(listing.commercial_location),
    flat_count_bedrooms: text(listing.flat_count_bedrooms),
    rooms: text(listing.rooms),
    floor: text(listing.floor),
    floors_total: text(listing.floors_total),
    repair: text(listing.repair),
    bathroom: text(listing.bathroom),
    bathroom_count: text(listing.bathroom_count),
    features: listing.features.map(String),
    proximity: listing.proximity.map((row) => ({ place: text(row.place), mode: text(row.mode), minutes: text(row.minutes) })),
    photos,
    video: listing.video ?? '',
    title: listing.title,
    flat_description: listing.flat_description,
    flat_cost: numberInput(listing.flat_cost, lang),
  };
}

export function adTypeOf(values: Pick<ListingValues, 'adType'>): AdType {
  return values.adType === '2' ? 2 : 1;
}

function member<T extends number>(allowed: readonly T[], value: string): T | undefined {
  return allowed.find((option) => String(option) === value);
}

const OBJECT_STATES = [1, 2, 3] as const;
const MATERIALS = [1, 2, 3, 4, 5] as const;
const PROXIMITY_CODES = [1, 2, 3] as const;

function numberOrUndefined(value: string): number | undefined {
  const n = parseNumber(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The parameters shown for the kind, each only when filled in (undefined ones are not sent). */
function params(values: ListingValues, shown: readonly ParamField[]): Partial<ListingForm> {
  const has = (field: ParamField) => shown.includes(field) && values[field] !== '';
  const num = (field: ParamField) => (has(field) ? numberOrUndefined(values[field]) : undefined);
  return {
    object_state: has('object_state') ? member(OBJECT_STATES, values.object_state) : undefined,
    building_material: has('building_material') ? member(MATERIALS, values.building_material) : undefined,
    commercial_location: num('commercial_location'),
    flat_count_bedrooms: num('flat_count_bedrooms'),
    rooms: num('rooms'),
    floor: num('floor'),
    floors_total: num('floors_total'),
    repair: num('repair'),
    bathroom: num('bathroom'),
    bathroom_count: num('bathroom_count'),
  };
}

/** What a started proximity row lacks (the first of place, mode, minutes 1-120); null when complete or untouched (no place, no minutes). */
export function proximityGap(row: ProximityRow): 'place' | 'mode' | 'minutes' | null {
  if (row.place === '' && row.minutes.trim() === '') return null;
  if (!member(PROXIMITY_CODES, row.place)) return 'place';
  if (!member(PROXIMITY_CODES, row.mode)) return 'mode';
  const minutes = Number(row.minutes);
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= 120 ? null : 'minutes';
}

/** Complete proximity rows (§3 place, travel mode, minutes); an untouched row is left out (the form refuses a started one, proximityGap). */
export function proximityRows(rows: readonly ProximityRow[]): Array<components['schemas']['Proximity']> {
  return rows.flatMap((row) => {
    const place = member(PROXIMITY_CODES, row.place);
    const mode = member(PROXIMITY_CODES, row.mode);
    return place && mode && proximityGap(row) === null ? [{ place, mode, minutes: Number(row.minutes) }] : [];
  });
}

/**
 * The form data of POST /client-api/announcement (and, with `id`, of the update): every field the
 * kind and deal type show and the user filled in; hidden and empty fields are left out. `lists`
 * (the §3 catalogue in any language) names the flags the kind offers.
 */
export function toAnnouncementForm(values: ListingValues, lists: OptionLists): ListingForm {
  const kind = propertyKindOf(values.flatObjects);
  const adType = adTypeOf(values);
  // a photo that did not upload is on the device only (the form asks to try it again or remove it before a save)
  const uploaded = values.photos.filter((photo) => !photo.failed);
  const main = uploaded.find((photo) => photo.main);
  const gallery = uploaded.filter((photo) => !photo.main);
  const offered = featureIds(lists, kind, adType);
  const features = values.features.filter((id) => offered.has(id));
  const proximity = proximityRows(values.proximity);
  const photo = (entry: PhotoEntry) => ({ image: entry.image, description: entry.description });
  return {
    adType,
    flatObjects: values.flatObjects,
    district_id: Number(values.district_id),
    address: values.address,
    address_house_number: values.address_house_number,
    ...(values.lat !== '' && values.lng !== '' ? { lat: Number(values.lat), lng: Number(values.lng) } : {}),
    flat_square: parseNumber(values.flat_square),
    ...params(values, paramFields(kind)),
    ...(features.length > 0 ? { features: features.join(',') } : {}),
    ...(proximity.length > 0 ? { proximity: JSON.stringify(proximity) } : {}),
    main_photo: JSON.stringify(main ? photo(main) : {}),
    flat_photos: JSON.stringify(gallery.map(photo)),
    ...(values.video ? { video: values.video } : {}),
    title: values.title,
    flat_description: values.flat_description,
    flat_cost: parseNumber(values.flat_cost),
  };
}

/** The price per m² as the user types (§2 flat card shows it too); nothing until both are numbers. */
export function pricePerM2(cost: string, area: string): number | null {
  const price = parseNumber(cost);
  const square = parseNumber(area);
  return Number.isFinite(price) && Number.isFinite(square) && price > 0 && square > 0 ? price / square : null;
}
