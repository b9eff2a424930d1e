import { describe, expect, it } from 'vitest';
import { newListingsQuery, newListingsRequest } from '../../../src/api/saved-searches';
import { savedSearchesQuery } from '../../../src/api/shared-queries';

describe('newListingsQuery', () => {
  const search = { query: '/catalog/rent?adType=2&bedrooms=2&page=3&sort=price_asc', last_opened_at: '2026-11-20T18:40:00.000000Z' };

  it('asks the catalogue for the first page of its filters created after it was last opened', () => {
    expect(newListingsRequest(search)).toEqual({ adType: 2, bedrooms: '2', sort: 'price_asc', page: 1, created_after: '2026-11-20T18:40:00.000000Z' });
    const query = newListingsQuery(search);
    expect(query?.queryKey[1]).toBe('/api/catalog-announcements');
    expect(query?.queryKey[2].body).toEqual(newListingsRequest(search));
  });

  it('sends price bounds saved in lari in USD at the rate', () => {
    const inLari = { ...search, query: '/catalog/sell?adType=1&rangePrice=271000&rangePriceMax=542000&currency=GEL' };
    expect(newListingsRequest(inLari, 2.71)).toMatchObject({ rangePrice: 100000, rangePriceMax: 200000 });
    // without the rate the bounds cannot be converted, and without them the count would be too high
    expect(newListingsRequest(inLari)).toBeNull();
    expect(newListingsQuery(inLari)).toBeNull();
  });

  it('a new opening is a new count', () => {
    const later = newListingsQuery({ ...search, last_opened_at: '2026-11-25T10:00:00.000000Z' });
    expect(JSON.stringify(later?.queryKey)).not.toBe(JSON.stringify(newListingsQuery(search)?.queryKey));
  });

  it('has no query for an address outside the catalogue: none whose key an unfiltered catalogue shares', () => {
    expect(newListingsRequest({ query: '/profile', last_opened_at: search.last_opened_at })).toBeNull();
    expect(newListingsQuery({ query: '/profile', last_opened_at: search.last_opened_at })).toBeNull();
  });
});

describe('savedSearchesQuery', () => {
  it('is asked again at most every few minutes, whatever the pages opened in between', () => {
    const { staleTime, refetchInterval } = savedSearchesQuery();
    expect(staleTime).toBeGreaterThanOrEqual(3 * 60 * 1000);
    expect(refetchInterval).toBe(staleTime);
  });
});
