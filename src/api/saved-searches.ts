// The saved searches of a signed-in user, each with the count of its new listings: the catalogue
// saves them, the profile lists, renames and removes them, the header adds up their counts. A
// guest's searches, which only the device knows, are counted with a catalogue call each.
import { queryOptions, useQueries, useQueryClient } from '@tanstack/react-query';
import { priceUnsent, toRequest, type CatalogRequest } from '../domain/catalog-filters';
import { searchFilters } from '../domain/search-address';
import { toFormData } from './form-data';
import { $api } from './queries';
import { savedSearchesQuery } from './shared-queries';
import { useRate } from './rate-query';
import type { components } from './schema.gen';

export type SavedSearch = components['schemas']['SavedSearch'];

/** What counting a device search's new listings needs. */
export type CountedSearch = Pick<SavedSearch, 'query' | 'last_opened_at'>;

/**
 * The catalogue body that counts a search's new listings: its filters, created after it was last
 * opened; price bounds saved in lari are sent in USD at `rate`, as the catalogue sends them, and
 * without the rate there is no body (counted without its bounds, the search would count too many).
 */
export function newListingsRequest(search: CountedSearch, rate?: number): CatalogRequest | null {
  const filters = searchFilters(search.query);
  if (!filters || priceUnsent(filters, rate)) return null;
  return { ...toRequest(filters, rate), page: 1, created_after: search.last_opened_at };
}

/**
 * How many listings match a search since it was last opened: the catalogue call with
 * `created_after`, read for its `total`. An address that is not a catalogue's has no count, nor
 * one with bounds in lari before the rate (null: no query, whose key could be another search's).
 */
export function newListingsQuery(search: CountedSearch, rate?: number) {
  const body = newListingsRequest(search, rate);
  return (
    body &&
    queryOptions({
      ...$api.queryOptions('post', '/api/catalog-announcements', { body, bodySerializer: toFormData }),
      select: (data) => data.result.total,
    })
  );
}

/** Each device search's count of new listings, in order; undefined while it loads, when it failed or has none. */
export function useNewListingCounts(searches: readonly CountedSearch[]): Array<number | undefined> {
  const rate = useRate();
  const queries = searches.map((search) => newListingsQuery(search, rate.data));
  const counts = useQueries({ queries: queries.filter((query) => query !== null) }).map((query) => query.data);
  let next = 0;
  return queries.map((query) => (query === null ? undefined : counts[next++]));
}

/** Saving, renaming, opening and removing a saved search; each re-reads the list. */
export function useSavedSearchMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: savedSearchesQuery().queryKey });
  // the save and rename dialogs show a refusal under the name
  const create = $api.useMutation('post', '/client-api/saved-searches', { onSuccess, meta: { ownRefusal: true } });
  const rename = $api.useMutation('patch', '/client-api/saved-searches/{id}', { onSuccess, meta: { ownRefusal: true } });
  const open = $api.useMutation('patch', '/client-api/saved-searches/{id}', { onSuccess });
  const remove = $api.useMutation('delete', '/client-api/saved-searches/{id}', { onSuccess });
  const path = (id: number) => ({ params: { path: { id } } });
  return {
    create: (body: { name: string; query: string }) => create.mutateAsync({ body }),
    rename: (id: number, name: string) => rename.mutateAsync({ ...path(id), body: { name } }),
    /** the user opened it: the server restarts its count from now */
    markOpened: (id: number) => open.mutateAsync({ ...path(id), body: { opened: true } }),
    remove: (id: number) => remove.mutateAsync(path(id)),
  };
}
