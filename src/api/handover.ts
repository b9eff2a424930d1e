// The query cache as the server hands it to the browser, in the page: each successful query's key,
// its data and when that was fetched. TanStack Query's dehydrate() adds bookkeeping that is the
// same for every such query and costs every page's first round trip its bytes.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface HandedOver {
  queries: Array<{ queryKey: QueryKey; data: unknown; dataUpdatedAt: number }>;
}

/** The client's successful queries: what failed is the browser's to fetch. */
export const handOver = (client: QueryClient): HandedOver => ({
  queries: client
    .getQueryCache()
    .getAll()
    .flatMap(({ queryKey, state: { status, data, dataUpdatedAt } }) => (status === 'success' ? [{ queryKey, data, dataUpdatedAt }] : [])),
});

/** Puts a page's queries into the browser's client, before it hydrates. */
export function takeOver(client: QueryClient, { queries }: HandedOver): void {
  for (const { queryKey, data, dataUpdatedAt } of queries) client.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt });
}
