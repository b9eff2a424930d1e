// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../../src/api/query-client';
import { rateQuery } from '../../../../src/api/rate-query';
import { useCatalogFilters } from '../../../../src/features/catalog/use-catalog-filters';
import { keepLeadCurrency } from '../../../../src/state/lead-currency';

/** The filters of the sale catalogue at `address`, the day's rate known or not. */
function filtersAt(address: string, { rate = true } = {}) {
  const client = createQueryClient();
  if (rate) client.setQueryData(rateQuery().queryKey, { result: { price: 2.71, rate: 2.71 } });
  const { hook, searchHook } = memoryLocation({ path: address });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Router hook={hook} searchHook={searchHook}>
        {children}
      </Router>
    </QueryClientProvider>
  );
  return renderHook(() => useCatalogFilters(), { wrapper }).result.current;
}

// a rate the test does not give stays unknown
beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined))));
afterEach(() => {
  keepLeadCurrency('USD');
  vi.unstubAllGlobals();
});

describe('the catalogue’s search', () => {
  it('leads with the visitor’s lari where the address names no currency, its dollar bounds converted', () => {
    keepLeadCurrency('GEL');
    expect(filtersAt('/catalog/sell?rangePrice=100000')).toMatchObject({ currency: 'GEL', rangePrice: 271000, rangePriceMax: null });
    expect(filtersAt('/catalog/sell')).toMatchObject({ currency: 'GEL' });
  });

  it('keeps dollar bounds in dollars while the rate to convert them is unknown', () => {
    keepLeadCurrency('GEL');
    expect(filtersAt('/catalog/sell?rangePrice=100000', { rate: false })).toMatchObject({ currency: 'USD', rangePrice: 100000 });
  });

  it('is in the currency an address names, whatever the visitor’s', () => {
    keepLeadCurrency('GEL');
    expect(filtersAt('/catalog/sell?rangePrice=100000&currency=USD')).toMatchObject({ currency: 'USD', rangePrice: 100000 });
    keepLeadCurrency('USD');
    expect(filtersAt('/catalog/sell?rangePrice=271000&currency=GEL')).toMatchObject({ currency: 'GEL', rangePrice: 271000 });
    expect(filtersAt('/catalog/sell?rangePrice=100000')).toMatchObject({ currency: 'USD', rangePrice: 100000 });
  });
});
