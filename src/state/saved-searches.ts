// A guest's saved searches, kept on this device (localStorage) until they sign in and move them
// to their account. The server knows nothing of them, so they are read with an empty server
// snapshot: the page hydrates as the server rendered it and the list appears after.
import { useSyncExternalStore } from 'react';
import { SEARCH_NAME_MAX } from '../domain/limits';
import { isSearchAddress } from '../domain/search-address';
import { readStored, writeStored } from './storage';

export interface DeviceSearch {
  /** local only: never sent */
  id: string;
  name: string;
  query: string;
  created_at: string;
  last_opened_at: string;
}

const KEY = 'saved-searches';
// "not now" to moving them to the account holds for this tab's session
const DECLINED_KEY = 'saved-searches-upload-declined';

/** How many searches a device keeps for a guest. */
export const DEVICE_SEARCHES_MAX = 20;

const NONE: readonly DeviceSearch[] = [];
const listeners = new Set<() => void>();
// the parsed list of the stored text, so a snapshot is the same array until the text changes
let cache: { raw: string | null; list: readonly DeviceSearch[] } = { raw: null, list: NONE };

const isText = (value: unknown): value is string => typeof value === 'string';

function isEntry(value: unknown): value is DeviceSearch {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, query, created_at, last_opened_at } = value as Record<string, unknown>;
  return (
    isText(id) && isText(name) && name.trim() !== '' && name.length <= SEARCH_NAME_MAX &&
    isText(query) && isSearchAddress(query) && isText(created_at) && isText(last_opened_at)
  );
}

function decode(raw: string | null): readonly DeviceSearch[] {
  if (!raw) return NONE;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isEntry).slice(0, DEVICE_SEARCHES_MAX) : NONE;
  } catch {
    return NONE;
  }
}

/** The device's saved searches, newest first. */
export function deviceSearches(): readonly DeviceSearch[] {
  const raw = readStored(KEY);
  if (raw !== cache.raw) cache = { raw, list: decode(raw) };
  return cache.list;
}

function write(list: readonly DeviceSearch[]): void {
  // storage full or blocked: the change is lost with the page
  writeStored(KEY, list.length ? JSON.stringify(list) : null);
  for (const listener of listeners) listener();
}

const change = (id: string, patch: Partial<DeviceSearch>) =>
  write(deviceSearches().map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));

/** Saves a search on the device; null when it already keeps DEVICE_SEARCHES_MAX. */
export function addDeviceSearch(name: string, query: string, now = new Date()): DeviceSearch | null {
  const list = deviceSearches();
  if (list.length >= DEVICE_SEARCHES_MAX) return null;
  const at = now.toISOString();
  const entry = { id: `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, name, query, created_at: at, last_opened_at: at };
  write([entry, ...list]);
  return entry;
}

export const renameDeviceSearch = (id: string, name: string): void => change(id, { name });

/** The guest opened the search: its listings from now on are the new ones. */
export const markDeviceSearchOpened = (id: string, now = new Date()): void => change(id, { last_opened_at: now.toISOString() });

export const removeDeviceSearch = (id: string): void => write(deviceSearches().filter((entry) => entry.id !== id));

/** Whether the user said "not now" to moving the device's searches to the account, in this tab. */
export function uploadDeclined(): boolean {
  return readStored(DECLINED_KEY, 'sessionStorage') !== null;
}

export function declineUpload(): void {
  // storage blocked: the offer comes back on the next page load
  writeStored(DECLINED_KEY, '1', 'sessionStorage');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab saved or removed one
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The device's saved searches for a render: none on the server and in the render that hydrates. */
export const useDeviceSearches = (): readonly DeviceSearch[] => useSyncExternalStore(subscribe, deviceSearches, () => NONE);

/** Whether to offer moving the device's searches to the account: some are kept and no "not now" yet. */
export const useUploadOffered = (): boolean =>
  useSyncExternalStore(subscribe, () => deviceSearches().length > 0 && !uploadDeclined(), () => false);
