// Code and texts that load when needed: queries of one client, shared by every request on the server
// (the same for every visitor: no data ever goes here).
import { QueryClient, onlineManager, type QueryKey } from '@tanstack/react-query';
import { use } from 'react';

// keys hold names and numbers only: join is a cheaper hash than JSON, and useCode hashes at every call
const hash = (key: QueryKey) => key.join('/');

export const codeClient = new QueryClient({
  defaultOptions: {
    queries: {
      // loaded once, for good; a failure is kept until a retry resets it
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      retry: false,
      // a first attempt runs even offline (the browser's cache may answer); a retry waits for the connection
      networkMode: 'offlineFirst',
      queryKeyHashFn: hash,
    },
  },
});

// each query's one thenable, whichever render asks: its load, or its data as a settled thenable when
// it was loaded before it was asked (React's use() reads that at once). A failure is forgotten, so
// a retry loads it again
const thenables = new Map<string, PromiseLike<unknown>>();

/**
 * Suspends while it loads, throws its failure until a retry resets it. Always through use(), even
 * once loaded: a resumed render must call use() as often as the suspended one did, with the same
 * thenable (React matches them by call order). Not useSuspenseQuery: an observer per call cost a
 * dozen times more.
 */
export function useCode<T>(query: { queryKey: QueryKey; queryFn: () => Promise<T> }): T {
  const key = hash(query.queryKey);
  const state = codeClient.getQueryCache().get<T>(key)?.state;
  if (state?.status === 'error') throw state.error;
  let thenable = thenables.get(key);
  if (!thenable) {
    const data = state?.data;
    thenable =
      data === undefined
        ? codeClient.fetchQuery(query).catch((error: unknown) => {
            thenables.delete(key);
            throw error;
          })
        : Object.assign(Promise.resolve(data), { status: 'fulfilled', value: data });
    thenables.set(key, thenable);
  }
  // the thenable under this key is this query's (the map is filled from it only)
  return use(thenable) as T;
}

/** A boundary showing such a failure renders again (lazy-part.tsx). */
export const retryFailed = (): Promise<void> => codeClient.resetQueries({ predicate: (query) => query.state.status === 'error' });

if (typeof window !== 'undefined') {
  // a paused retry goes on when the connection, or the tab, is back
  codeClient.mount();
  // back online, whatever failed meanwhile is asked for again
  onlineManager.subscribe((online) => void (online && retryFailed()));
}
