import { describe, expect, it } from 'vitest';
import { parse } from '../../../src/domain/catalog-filters';
import { SEARCH_NAME_MAX, describeSearch, isSearchAddress, searchFilters } from '../../../src/domain/saved-search';

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

describe('describeSearch', () => {
  const names = new Map([
    ['1', 'ვაკე, თბილისი'],
    ['2', 'საბურთალო, თბილისი'],
  ]);

  it('names the deal, kind, bedrooms, districts and price', () => {
    const filters = parse('flatObjects=1&bedrooms=2,3&districts=1,2&rangePriceMax=300000', 1);
    expect(describeSearch(filters, (id) => names.get(id))).toBe('იყიდება, ბინა, 2, 3 საძინებელი, ვაკე, თბილისი, საბურთალო, თბილისი, 300 000 $-მდე');
  });

  it('counts districts whose names are not at hand, and the other filters', () => {
    const filters = parse('flatObjects=4,7&districts=1,9&rangeSquare=50&heating=5&parking=13', 2);
    expect(describeSearch(filters)).toBe('ქირავდება, ოფისი, 2 უბანი, 50 მ²-დან, +2 ფილტრი');
  });

  it('is the deal alone without filters', () => {
    expect(describeSearch(parse('', 1))).toBe('იყიდება');
  });

  it('is never longer than a name may be', () => {
    const many = Array.from({ length: 40 }, (_, index) => String(index + 1));
    const filters = parse(`districts=${many.join(',')}`, 1);
    const line = describeSearch(filters, (id) => `უბანი ნომერი ${id}, თბილისი`);
    expect(line.length).toBe(SEARCH_NAME_MAX);
    expect(line.endsWith('…')).toBe(true);
  });
});
