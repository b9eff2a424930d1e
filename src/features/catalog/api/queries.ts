import { toFormData } from '../../../api/form-data';
import { $api, routeQuery, type RouteQuery } from '../../../api/queries';
import { parse, toRequest, type AdType, type Filters } from '../filters';

/**
 * One page of results for a search (POST /api/catalog-announcements, form data, §7). The key is
 * the request body, so switching to the map view (never sent) is not a new search.
 */
export const catalogQuery = (filters: Filters) =>
  $api.queryOptions('post', '/api/catalog-announcements', { body: toRequest(filters), bodySerializer: toFormData });

/** The search of a catalogue URL's query, as the route's first query. */
export const catalogRouteQuery = (search: string, adType: AdType): RouteQuery => routeQuery(catalogQuery(parse(search, adType)));
