// The queue's page an address shows, as the route table names it: the queue's query code comes
// with the screen's, not in the main chunk every page loads.
import { routeQuery, type RouteQuery } from '../../../../api/queries';

export const lazyQueueRouteQuery =
  (search: string): RouteQuery =>
  (client) =>
    import('./queries').then((m) => routeQuery(m.addressQueueQuery(search))(client));
