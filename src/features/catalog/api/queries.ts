import type { RouteQuery } from '../../../api/queries';
import { loadRate } from '../../../api/rate-query';
import { catalogQuery } from '../../../api/shared-queries';
import { parse, type AdType } from '../../../domain/catalog-filters';

/**
 * The search of a catalogue URL's query, as the route's first query. A search typed in lari is
 * sent in USD, so it waits for the rate; without one its price bounds are left out, as on screen.
 */
export const catalogRouteQuery =
  (search: string, adType: AdType): RouteQuery =>
  async (client) => {
    const filters = parse(search, adType);
    const rate = filters.currency === 'GEL' ? await loadRate(client) : undefined;
    await client.prefetchQuery(catalogQuery(filters, rate));
  };
