// Reads that several features share: they live here because features do not import each other.
import { toRequest, type Filters } from '../domain/catalog-filters';
import { toFormData } from './form-data';
import { $api } from './queries';

/** Every district (GET /api/districts): the catalogue filter, the listing form and the admin settings list them. */
export const districtsQuery = () => $api.queryOptions('get', '/api/districts');

/**
 * One page of results for a search (POST /api/catalog-announcements, form data, §7). The key is
 * the request body, so switching to the map view (never sent) is not a new search; price bounds
 * typed in lari are sent in USD at `rate` (the day's GEL for 1 USD).
 */
export const catalogQuery = (filters: Filters, rate?: number) =>
  $api.queryOptions('post', '/api/catalog-announcements', { body: toRequest(filters, rate), bodySerializer: toFormData });

// listings arrive over hours and the count only invites a look: every page a signed-in visitor
// opens reads the cached list, asked again at most this often (while the tab is shown, or when
// the visitor comes back to it); the user's own changes re-read it at once
const SAVED_SEARCHES_STALE_MS = 5 * 60 * 1000;

/** The user's saved searches with their `new_count` (GET /client-api/saved-searches). */
export const savedSearchesQuery = () =>
  $api.queryOptions('get', '/client-api/saved-searches', undefined, {
    staleTime: SAVED_SEARCHES_STALE_MS,
    refetchInterval: SAVED_SEARCHES_STALE_MS,
  });
