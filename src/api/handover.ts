// The query cache as the server hands it to the browser, in the page: each query's key, its data
// and when that was fetched. The rest of TanStack Query's bookkeeping is the same for every query
// handed over (a success, fetched once, idle) and costs every page's first round trip its bytes:
// the browser fills it in again.
import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';

export interface HandedOver {
  /** when the server dehydrated the cache */
  at: number;
  queries: Array<{ queryKey: QueryKey; data: unknown; dataUpdatedAt: number }>;
}

/** What of a dehydrated cache goes into the page: its successful queries (the server hands over no other). */
export const handOver = (state: DehydratedState): HandedOver => ({
  at: Math.max(0, ...state.queries.map((query) => query.dehydratedAt)),
  queries: state.queries.flatMap(({ queryKey, state: { status, data, dataUpdatedAt } }) => (status === 'success' ? [{ queryKey, data, dataUpdatedAt }] : [])),
});

/** The dehydrated cache a page's hand-over stands for, as `hydrate` takes it. */
export const takeOver = (handed: HandedOver): DehydratedState => ({
  mutations: [],
  queries: handed.queries.map(({ queryKey, data, dataUpdatedAt }) => ({
    queryKey,
    queryHash: hashKey(queryKey),
    dehydratedAt: handed.at,
    state: {
      data,
      dataUpdatedAt,
      dataUpdateCount: 1,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  })),
});
