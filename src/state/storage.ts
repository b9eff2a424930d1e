// What this browser keeps (localStorage; sessionStorage for one tab). A visitor who blocks
// cookies has storage that throws on every touch, and a full one refuses to write: what storage
// refuses is kept in this page's memory instead, until it is reloaded or closed, so the site works
// on and no caller has to guard.
type Area = 'localStorage' | 'sessionStorage';

// a server render has no visitor's storage (nor any Node may offer), and keeps nothing of one visitor for the next
const inBrowser = typeof window !== 'undefined';
// what storage refused, by area and key (null: a removal it refused)
const refused = new Map<string, string | null>();
const at = (area: Area, key: string) => `${area} ${key}`;

/** The text kept under `key`; null when there is none. */
export function readStored(key: string, area: Area = 'localStorage'): string | null {
  const kept = refused.get(at(area, key));
  if (kept !== undefined || !inBrowser) return kept ?? null;
  try {
    return globalThis[area].getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` (null removes it); false when storage refused it and only this page keeps it. */
export function writeStored(key: string, value: string | null, area: Area = 'localStorage'): boolean {
  if (!inBrowser) return false;
  try {
    if (value === null) globalThis[area].removeItem(key);
    else globalThis[area].setItem(key, value);
    refused.delete(at(area, key));
    return true;
  } catch {
    refused.set(at(area, key), value);
    return false;
  }
}

/** The keys kept in `area`, in storage or in this page's memory. */
export function storedKeys(area: Area = 'localStorage'): string[] {
  if (!inBrowser) return [];
  const inMemory = [...refused.keys()].filter((key) => key.startsWith(`${area} `)).map((key) => key.slice(area.length + 1));
  try {
    const storage = globalThis[area];
    return [...new Set([...Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? ''), ...inMemory])];
  } catch {
    return inMemory;
  }
}
