import { describe, expect, it } from 'vitest';
import { catalogQuery } from '../../../src/api/shared-queries';
import { parse } from '../../../src/domain/catalog-filters';

describe('catalogQuery', () => {
  it('keys the search by what is sent: the map view is the same search', () => {
    const list = catalogQuery(parse('flatObjects=1&bedrooms=2', 1));
    const map = catalogQuery(parse('flatObjects=1&bedrooms=2&map=true', 1));
    const other = catalogQuery(parse('flatObjects=1&bedrooms=2&page=2', 1));
    expect(JSON.stringify(map.queryKey)).toBe(JSON.stringify(list.queryKey));
    expect(JSON.stringify(other.queryKey)).not.toBe(JSON.stringify(list.queryKey));
    expect(list.queryKey[2].body).toEqual({ adType: 1, flatObjects: '1', bedrooms: '2', sort: 'newest', page: 1 });
  });
});
