import { useMemo } from 'react';
import { useRoute, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { hasPriceBounds, parse, withCurrency, type AdType, type Filters } from '../../domain/catalog-filters';
import { useRate } from '../../api/rate-query';
import { useLeadCurrency } from '../../state/lead-currency';

/**
 * The search the catalogue's address holds. An address that names no currency (a bare link, the
 * main page's search, the header's link) has its price bounds in dollars and shows the visitor's
 * kept currency: in lari once the page runs (the server's page leads with dollars for everyone), its
 * bounds converted when the rate is known to convert them, so the search stays the same.
 */
export function useCatalogFilters(): Filters {
  const [isRent] = useRoute(paths.catalogRent.path);
  const adType: AdType = isRent ? 2 : 1;
  const search = useSearch();
  const kept = useLeadCurrency();
  const rate = useRate().data;
  return useMemo(() => {
    const filters = parse(search, adType);
    if (new URLSearchParams(search).has('currency')) return filters;
    return hasPriceBounds(filters) && rate === undefined ? filters : withCurrency(filters, kept, rate);
  }, [search, adType, kept, rate]);
}
