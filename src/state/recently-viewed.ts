// The listings opened on this device, newest first: card snapshots in localStorage, so the main
// page and the profile show them without a request. Every tab sees the same list.
import { useSyncExternalStore } from 'react';
import type { CardFields } from '../ui/listing-card/ListingCard';
import { readStored, writeStored } from './storage';

export type ViewedListing = CardFields;

export const RECENTLY_VIEWED_LIMIT = 20;
const KEY = 'recently-viewed-listings';
const NONE: readonly ViewedListing[] = [];

const STATUSES = [1, 2, 3, 4] as const satisfies readonly ViewedListing['status'][];
const AD_TYPES = [1, 2] as const satisfies readonly NonNullable<ViewedListing['adType']>[];
const TARIFFS = ['super_vip', 'vip_plus', 'vip', 'coloring', 'raising'] as const satisfies readonly NonNullable<ViewedListing['tariff']>[];

/** What the cards need of a listing (its detail carries much more). */
export function toViewed(listing: ViewedListing): ViewedListing {
  return {
    id: listing.id,
    slug: listing.slug,
    title: listing.title,
    status: listing.status,
    ...(listing.adType === undefined ? {} : { adType: listing.adType }),
    flat_cost: listing.flat_cost,
    flat_cost_m: listing.flat_cost_m,
    // the cut the card shows
    ...(listing.previous_flat_cost === undefined ? {} : { previous_flat_cost: listing.previous_flat_cost }),
    address: listing.address,
    address_house_number: listing.address_house_number,
    flat_count_bedrooms: listing.flat_count_bedrooms,
    flat_square: listing.flat_square,
    main_photo: listing.main_photo && { image: listing.main_photo.image, description: listing.main_photo.description },
    tariff: listing.tariff,
    color: listing.color,
    user_id: listing.user_id,
  };
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const field = (source: object, key: string): unknown => Reflect.get(source, key);

function storedPhoto(value: unknown): ViewedListing['main_photo'] | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const image = field(value, 'image');
  const description = field(value, 'description');
  return isText(image) && isNumber(description) ? { image, description } : undefined;
}

/** One stored entry read back field by field; null when storage holds something else. */
function fromStored(value: unknown): ViewedListing | null {
  if (typeof value !== 'object' || value === null) return null;
  const [id, slug, title, cost, costM, address, house, bedrooms, square, color, userId] = [
    'id', 'slug', 'title', 'flat_cost', 'flat_cost_m', 'address', 'address_house_number', 'flat_count_bedrooms', 'flat_square', 'color', 'user_id',
  ].map((key) => field(value, key));
  const status = STATUSES.find((known) => known === field(value, 'status'));
  const adType = AD_TYPES.find((known) => known === field(value, 'adType'));
  const rawTariff = field(value, 'tariff');
  const tariff = rawTariff === null ? null : TARIFFS.find((known) => known === rawTariff);
  const photo = storedPhoto(field(value, 'main_photo'));
  // an entry stored before the cut was kept has none
  const before = field(value, 'previous_flat_cost');
  if (!isNumber(id) || !isText(slug) || !isText(title) || !isNumber(cost) || !isNumber(costM) || !isText(address) || !isText(house)) return null;
  if (!isNumber(square) || !isNumber(userId) || status === undefined || tariff === undefined || photo === undefined) return null;
  if ((bedrooms !== null && !isNumber(bedrooms)) || (color !== null && !isText(color))) return null;
  return {
    id,
    slug,
    title,
    status,
    ...(adType === undefined ? {} : { adType }),
    flat_cost: cost,
    flat_cost_m: costM,
    ...(before === null || isNumber(before) ? { previous_flat_cost: before } : {}),
    address,
    address_house_number: house,
    flat_count_bedrooms: bedrooms,
    flat_square: square,
    main_photo: photo,
    tariff,
    color,
    user_id: userId,
  };
}

/** The stored list; whatever is malformed, repeated or beyond the limit is left out. */
export function parseViewed(raw: string | null): ViewedListing[] {
  let value: unknown = null;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    // not JSON: as if nothing were stored
  }
  if (!Array.isArray(value)) return [];
  const list: ViewedListing[] = [];
  for (const entry of value) {
    const listing = fromStored(entry);
    if (listing && !list.some((other) => other.id === listing.id)) list.push(listing);
    if (list.length === RECENTLY_VIEWED_LIMIT) break;
  }
  return list;
}

// the same text gives the same list, as useSyncExternalStore needs
let cached: { raw: string | null; list: readonly ViewedListing[] } = { raw: null, list: NONE };
function snapshot(): readonly ViewedListing[] {
  const raw = readStored(KEY);
  if (raw !== cached.raw) cached = { raw, list: parseViewed(raw) };
  return cached.list;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab's change
  const onStorage = (event: StorageEvent) => (event.key === KEY || event.key === null) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function store(list: readonly ViewedListing[] | null): void {
  // storage blocked or full: the list stays as it was
  writeStored(KEY, list === null ? null : JSON.stringify(list));
  for (const listener of listeners) listener();
}

/** Puts a listing first (once: opening it again moves it to the front). */
export function recordView(listing: ViewedListing): void {
  store([toViewed(listing), ...snapshot().filter((other) => other.id !== listing.id)].slice(0, RECENTLY_VIEWED_LIMIT));
}

/** Empties the list; what it held, for an undo. */
export function clearRecentlyViewed(): readonly ViewedListing[] {
  const cleared = snapshot();
  store(null);
  return cleared;
}

/** Brings back a cleared list (an undo), after what was viewed since. */
export function restoreRecentlyViewed(list: readonly ViewedListing[]): void {
  const since = snapshot();
  store([...since, ...list.filter((listing) => !since.some((other) => other.id === listing.id))].slice(0, RECENTLY_VIEWED_LIMIT));
}

/** The list, newest first; empty on the server and in the render that hydrates its page. */
export function useRecentlyViewed(): readonly ViewedListing[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}
