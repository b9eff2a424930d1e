import { describe, expect, it } from 'vitest';
import { canonicalPath, renderedSearch } from '../../../src/app/canonical';
import { flatRoutes, matchScreen } from '../../../src/app/router';
import { localPath } from '../../../src/config/paths';
import { DEFAULT_LANG } from '../../../src/i18n/lang';

// the canonical path of an address, as the server finds its route and its language
function canonicalOf(url: string): string | null {
  const { pathname, search } = new URL(url, 'https://realt.ge');
  const match = matchScreen(pathname);
  if (!match || !('screen' in match.route)) throw new Error(`${url} is no screen`);
  return canonicalPath(match.route.at.name, match.params, search, localPath(pathname)?.lang ?? DEFAULT_LANG);
}

describe('canonicalPath', () => {
  it('drops tracking parameters, the route’s deal and the first page', () => {
    expect(canonicalOf('/realt/catalog/sell?adType=1&utm_source=facebook&utm_medium=social&fbclid=x&gclid=y&page=1')).toBe('/realt/catalog/sell');
    expect(canonicalOf('/realt/catalog/rent?adType=2')).toBe('/realt/catalog/rent');
    // a deal that contradicts the route changes nothing: the route says the deal
    expect(canonicalOf('/realt/catalog/rent?adType=1&bedrooms=2')).toBe('/realt/catalog/rent?bedrooms=2');
  });

  it('gives the main page one address, with or without its slash and whatever its query', () => {
    expect(canonicalOf('/realt')).toBe('/realt/');
    expect(canonicalOf('/realt/')).toBe('/realt/');
    expect(canonicalOf('/realt/?utm_campaign=x&ref=telegram')).toBe('/realt/');
  });

  it('keeps a page past the first', () => {
    expect(canonicalOf('/realt/catalog/sell?page=2')).toBe('/realt/catalog/sell?page=2');
    expect(canonicalOf('/realt/catalog/sell?page=0')).toBe('/realt/catalog/sell');
  });

  it('writes the filters in one order, whatever order they came in', () => {
    const ordered = '/realt/catalog/sell?flatObjects=1&bedrooms=2,3&districts=1,12&rangePrice=50000&page=3';
    expect(canonicalOf('/realt/catalog/sell?page=3&rangePrice=50000&districts=12,1&bedrooms=3,2&flatObjects=1')).toBe(ordered);
    expect(canonicalOf('/realt/catalog/sell?districts=1&districts=12&bedrooms=2&bedrooms=3&flatObjects=1&rangePrice=50000&page=3')).toBe(ordered);
    expect(canonicalOf(ordered)).toBe(ordered);
  });

  it('leaves out what only changes the view: sort, the map, the leading currency', () => {
    expect(canonicalOf('/realt/catalog/sell?bedrooms=2&sort=price_asc&map=true&currency=GEL')).toBe('/realt/catalog/sell?bedrooms=2');
  });

  it('keeps the currency of a price bound typed in lari: the same numbers in dollars are another search', () => {
    expect(canonicalOf('/realt/catalog/sell?rangePrice=271000&currency=GEL')).toBe('/realt/catalog/sell?rangePrice=271000&currency=GEL');
    expect(canonicalOf('/realt/catalog/sell?rangePrice=271000&currency=USD')).toBe('/realt/catalog/sell?rangePrice=271000');
  });

  it('gives a listing and a user’s page no query at all', () => {
    expect(canonicalOf('/realt/announcement/3-otaxiani-bina-vakeshi-102?x=1&utm_source=fb')).toBe('/realt/announcement/3-otaxiani-bina-vakeshi-102');
    expect(canonicalOf('/realt/announcement/3-otaxiani-bina-vakeshi-102/')).toBe('/realt/announcement/3-otaxiani-bina-vakeshi-102');
    expect(canonicalOf('/realt/user/23?tab=listings')).toBe('/realt/user/23');
  });

  it('gives the private pages no query: a sign-in link’s token is not repeated', () => {
    expect(canonicalOf('/realt/auth/create-password?type=register&token=secret')).toBe('/realt/auth/create-password');
    expect(canonicalOf('/realt/auth/login?redirect=/realt/profile')).toBe('/realt/auth/login');
    expect(canonicalOf('/realt/profile/apartments/my-apartments?succes=true')).toBe('/realt/profile/apartments/my-apartments');
    expect(canonicalOf('/realt/admin/users?page=3')).toBe('/realt/admin/users');
    expect(canonicalOf('/realt/admin/edit-district/3/თბილისი/ვაკე/vake')).toBe(
      '/realt/admin/edit-district/3/%E1%83%97%E1%83%91%E1%83%98%E1%83%9A%E1%83%98%E1%83%A1%E1%83%98/%E1%83%95%E1%83%90%E1%83%99%E1%83%94/vake',
    );
  });

  it('gives the not-found page no address', () => {
    expect(canonicalPath('NotFound', {}, '?x=1', 'ka')).toBeNull();
    expect(canonicalPath('NotFound', {}, '?x=1', 'en')).toBeNull();
  });
});

describe('canonicalPath in a language', () => {
  it('keeps Georgian, the default, at the addresses without a language segment', () => {
    expect(canonicalPath('CatalogSell', {}, '?bedrooms=2', 'ka')).toBe('/realt/catalog/sell?bedrooms=2');
    expect(canonicalPath('MainPage', {}, '', 'ka')).toBe('/realt/');
  });

  it('puts English and Russian under their segment, with the same normalised query', () => {
    expect(canonicalOf('/realt/en/catalog/sell?page=3&rangePrice=50000&districts=12,1&bedrooms=3,2&flatObjects=1&utm_source=x&sort=price_asc')).toBe(
      '/realt/en/catalog/sell?flatObjects=1&bedrooms=2,3&districts=1,12&rangePrice=50000&page=3',
    );
    expect(canonicalOf('/realt/ru/catalog/rent?adType=1&bedrooms=2&map=true')).toBe('/realt/ru/catalog/rent?bedrooms=2');
    expect(canonicalPath('CatalogSell', {}, '?bedrooms=2', 'en')).toBe('/realt/en/catalog/sell?bedrooms=2');
  });

  it('gives the main page in a language one address, with its trailing slash', () => {
    expect(canonicalOf('/realt/en')).toBe('/realt/en/');
    expect(canonicalOf('/realt/en/')).toBe('/realt/en/');
    expect(canonicalOf('/realt/ru/?utm_campaign=x')).toBe('/realt/ru/');
  });

  it('gives a listing, a user’s page and a private page in a language their path alone', () => {
    expect(canonicalOf('/realt/en/announcement/3-otaxiani-bina-vakeshi-102?utm_source=fb')).toBe('/realt/en/announcement/3-otaxiani-bina-vakeshi-102');
    expect(canonicalOf('/realt/ru/user/23?tab=listings')).toBe('/realt/ru/user/23');
    expect(canonicalOf('/realt/en/auth/create-password?type=register&token=secret')).toBe('/realt/en/auth/create-password');
  });
});

describe('renderedSearch', () => {
  it('reads a query for exactly the routes that say they read one (the browser hydrates those with it)', () => {
    for (const route of flatRoutes()) {
      if (!('screen' in route)) continue;
      const reads = renderedSearch(route.at.name, '?flatObjects=2&utm_source=x') !== '';
      expect(reads, route.at.path).toBe(route.readsQuery === true);
    }
  });
});
