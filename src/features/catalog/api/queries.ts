import { routeQuery, type RouteQuery } from '../../../api/queries';
import { catalogQuery } from '../../../api/shared-queries';
import { parse, type AdType } from '../../../domain/catalog-filters';

/** The search of a catalogue URL's query, as the route's first query. */
export const catalogRouteQuery = (search: string, adType: AdType): RouteQuery => routeQuery(catalogQuery(parse(search, adType)));
