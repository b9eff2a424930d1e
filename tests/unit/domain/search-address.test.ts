import { describe, expect, it } from 'vitest';
import { parse } from '../../../src/domain/catalog-filters';
import { isSavedAs, isSearchAddress, searchFilters } from '../../../src/domain/search-address';

describe('searchFilters', () => {
  it('reads the deal from the path and the filters from the query', () => {
    expect(searchFilters('/catalog/rent?adType=2&bedrooms=2')).toMatchObject({ adType: 2, bedrooms: ['2'] });
    expect(searchFilters('/catalog/sell')).toMatchObject({ adType: 1, bedrooms: [] });
  });

  it('refuses any address but a catalogue one', () => {
    for (const address of ['/profile', 'https://realt.ge/catalog/sell', '/catalog/sell/../admin', '//evil.example/catalog/sell', `/catalog/sell?${'a'.repeat(2000)}`]) {
      expect(searchFilters(address)).toBeNull();
      expect(isSearchAddress(address)).toBe(false);
    }
  });
});

describe('isSavedAs', () => {
  it('knows a saved search by what it asks, whatever the order of its address, its page or its view', () => {
    const saved = '/catalog/sell?adType=1&flatObjects=1&bedrooms=2&districts=1';
    expect(isSavedAs(saved, parse('districts=1&bedrooms=2&flatObjects=1&page=3&map=true', 1))).toBe(true);
    expect(isSavedAs(saved, parse('districts=1&bedrooms=2&flatObjects=1', 2))).toBe(false);
    expect(isSavedAs(saved, parse('districts=1,2&bedrooms=2&flatObjects=1', 1))).toBe(false);
    expect(isSavedAs(saved, parse('districts=1&bedrooms=2&flatObjects=1&sort=price_asc', 1))).toBe(false);
    expect(isSavedAs('/catalog/rent', parse('', 2))).toBe(true);
    expect(isSavedAs('/profile', parse('', 2))).toBe(false);
  });
});
