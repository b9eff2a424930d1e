// What a page hands the browser to hydrate as rendered: not dehydrate(), whose bookkeeping would cost
// every page's first round trip its bytes.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface HandedOver {
  /** as the page read it, not location.search: a catalogue's as it writes it ('' for most pages) */
  search: string;
  queries: Array<{ queryKey: QueryKey; data: unknown; dataUpdatedAt: number }>;
}

/** Only the successful queries: what failed, the browser fetches. */
export const handOver = (client: QueryClient, search: string): HandedOver => ({
  search,
  queries: client
    .getQueryCache()
    .getAll()
    .flatMap(({ queryKey, state: { status, data, dataUpdatedAt } }) => (status === 'success' ? [{ queryKey, data, dataUpdatedAt }] : [])),
});

export function takeOver(client: QueryClient, { queries }: HandedOver): void {
  for (const { queryKey, data, dataUpdatedAt } of queries) client.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt });
}
