// The page of the user's listings an address shows, as the route table names it: reading the
// address comes with the screen's code, not in the main chunk every page loads.
import type { RouteQuery } from '../../../../api/queries';

export const lazyMyListingsRouteQuery =
  (search: string): RouteQuery =>
  (client) =>
    import('./address-listings').then((m) => m.addressListingsQuery(search)(client));
