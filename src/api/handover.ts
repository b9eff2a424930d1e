// What the server hands the browser in a page, to hydrate as it rendered: the search it read and
// each successful query's key, data and time. (TanStack Query's dehydrate() adds bookkeeping, the
// same for every such query, that would cost every page's first round trip its bytes.)
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface HandedOver {
  /** the address's search as the page read it (a catalogue's, as it writes it; '' for most pages) */
  search: string;
  queries: Array<{ queryKey: QueryKey; data: unknown; dataUpdatedAt: number }>;
}

/** A render's hand-over: the search it read and its successful queries (what failed, the browser fetches). */
export const handOver = (client: QueryClient, search: string): HandedOver => ({
  search,
  queries: client
    .getQueryCache()
    .getAll()
    .flatMap(({ queryKey, state: { status, data, dataUpdatedAt } }) => (status === 'success' ? [{ queryKey, data, dataUpdatedAt }] : [])),
});

/** Puts a page's queries into the browser's client, before it hydrates. */
export function takeOver(client: QueryClient, { queries }: HandedOver): void {
  for (const { queryKey, data, dataUpdatedAt } of queries) client.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt });
}
