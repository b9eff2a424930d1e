// The catalogue's first query as the route table names it: the search parser (with the option
// catalogue) is the catalogue's code, fetched with the route and not in the main chunk.
import type { RouteQuery } from '../../../api/queries';
import type { AdType } from '../../../domain/catalog-filters';

export const lazyCatalogRouteQuery =
  (search: string, adType: AdType): RouteQuery =>
  (client) =>
    import('./queries').then((m) => m.catalogRouteQuery(search, adType)(client));
