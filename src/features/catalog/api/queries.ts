import type { RouteQuery } from '../../../api/queries';
import { loadRate } from '../../../api/rate-query';
import { catalogQuery, districtsQuery } from '../../../api/shared-queries';
import { parse, type AdType } from '../../../domain/catalog-filters';

/**
 * The search of a catalogue URL's query, as the route's first query. A search typed in lari is
 * sent in USD, so it waits for the rate; without one its price bounds are left out, as on screen.
 * A search by districts also reads their list: the page's title names them.
 */
export const catalogRouteQuery =
  (search: string, adType: AdType): RouteQuery =>
  async (client) => {
    const filters = parse(search, adType);
    const districts = filters.districts.length > 0 ? client.prefetchQuery(districtsQuery()) : undefined;
    const rate = filters.currency === 'GEL' ? await loadRate(client) : undefined;
    await Promise.all([client.prefetchQuery(catalogQuery(filters, rate)), districts]);
  };
