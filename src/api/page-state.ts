// What a page hands the browser to hydrate as rendered: not dehydrate(), whose bookkeeping would cost
// every page's first round trip its bytes.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface PageState {
  /** as the page read it, not location.search: a catalogue's as it writes it ('' for most pages) */
  search: string;
  queries: Array<{ queryKey: QueryKey; data: unknown; dataUpdatedAt: number }>;
}

/** Only the successful queries: what failed, the browser fetches. */
export const pageState = (client: QueryClient, search: string): PageState => ({
  search,
  queries: client
    .getQueryCache()
    .getAll()
    .flatMap(({ queryKey, state: { status, data, dataUpdatedAt } }) => (status === 'success' ? [{ queryKey, data, dataUpdatedAt }] : [])),
});

export function takePageState(client: QueryClient, { queries }: PageState): void {
  for (const { queryKey, data, dataUpdatedAt } of queries) client.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt });
}
