// The rendered pages of the last moments, shared by every visitor: a public page is the same for
// all (rendered signed out), so under load one render answers the requests of a whole moment
// instead of each asking the API again. Requests for the same page while it renders wait for it.
// Keys are pages (the route and the parameters the render reads), not addresses, so `?x=1`,
// `?x=2`, ... land on one entry; the least recently used entries go first once the cache holds
// `maxEntries` pages or `maxBytes` of them.

export interface RenderCacheOptions<T> {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  /** the bytes an entry holds */
  sizeOf: (value: T) => number;
  now?: () => number;
}

interface Entry<T> {
  value: Promise<T>;
  at: number;
  bytes: number;
}

export function renderCache<T>({ ttlMs, maxEntries, maxBytes, sizeOf, now = Date.now }: RenderCacheOptions<T>) {
  const entries = new Map<string, Entry<T>>();
  let bytes = 0;

  const drop = (key: string, entry: Entry<T>) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const trim = () => {
    // a Map iterates in insertion order: the first key is the least recently used
    for (const [key, entry] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(key, entry);
    }
  };

  return {
    async get(key: string, render: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return render();
      const time = now();
      const found = entries.get(key);
      if (found && time - found.at < ttlMs) {
        entries.delete(key);
        entries.set(key, found);
        return found.value;
      }
      if (found) drop(key, found);
      const entry: Entry<T> = { value: render(), at: time, bytes: 0 };
      entries.set(key, entry);
      trim();
      entry.value.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = sizeOf(value);
          bytes += entry.bytes;
          trim();
        },
        // a failed render is not kept for others
        () => drop(key, entry),
      );
      return entry.value;
    },
    /** whether a page is kept (or rendering) now */
    has(key: string): boolean {
      const found = entries.get(key);
      return found !== undefined && now() - found.at < ttlMs;
    },
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}
