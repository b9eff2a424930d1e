import { describe, expect, it } from 'vitest';
import { absolute, catalogHref, paths, requiresAuth } from '../../../src/config/paths';

describe('paths', () => {
  it('builds hrefs with encoded parameters and the succes flag', () => {
    expect(paths.announcement.href('ბინა 1')).toBe('/announcement/%E1%83%91%E1%83%98%E1%83%9C%E1%83%90%201');
    expect(paths.myApartments.href(true)).toBe('/profile/apartments/my-apartments?succes=true');
    expect(paths.myApartments.href()).toBe('/profile/apartments/my-apartments');
    expect(paths.editAdvertisement.href(7, false)).toBe('/profile/advertisement/edit-advertisement/7?succes=false');
    expect(paths.adminEditDistrict.href({ id: 3, city: 'თბილისი', district: 'ვაკე', name_alternative: 'vake' })).toBe(
      '/admin/edit-district/3/%E1%83%97%E1%83%91%E1%83%98%E1%83%9A%E1%83%98%E1%83%A1%E1%83%98/%E1%83%95%E1%83%90%E1%83%99%E1%83%94/vake',
    );
  });

  it('leads a search to the catalogue of its deal, which the path then names, without its empty fields', () => {
    expect(catalogHref('?adType=2&flatObjects=4')).toBe('/catalog/rent?flatObjects=4');
    expect(catalogHref('?adType=1&flatObjects=')).toBe('/catalog/sell');
    expect(catalogHref('')).toBe('/catalog/sell');
    expect(catalogHref('?adType=7')).toBe('/catalog/sell');
    expect(catalogHref('?flatObjects=1&adType=2&bedrooms=2')).toBe('/catalog/rent?flatObjects=1&bedrooms=2');
  });

  it('prefixes the /realt base for full page loads', () => {
    expect(absolute('/')).toBe('/realt/');
    expect(absolute(paths.auth.href())).toBe('/realt/auth');
  });

  it('knows from the routes’ access which pages need a login', () => {
    expect(requiresAuth('/realt/profile/my-wallet')).toBe(true);
    expect(requiresAuth('/realt/profile')).toBe(true);
    expect(requiresAuth('/realt/admin')).toBe(true);
    expect(requiresAuth('/realt/admin/finance/tariffs')).toBe(true);
    expect(requiresAuth('/realt/payment-fail-edit/4')).toBe(true);
    expect(requiresAuth('/realt/catalog/sell')).toBe(false);
    expect(requiresAuth('/realt/auth/login')).toBe(false);
    expect(requiresAuth('/realt/')).toBe(false);
    expect(requiresAuth('/realt/profiles-of-agents')).toBe(false);
  });

  it('keeps the listing form open to guests, though it lies under the profile', () => {
    expect(requiresAuth('/realt/profile/advertisement/create-advertisement')).toBe(false);
  });

  it('counts an unknown path inside a login-required section as login-required', () => {
    expect(requiresAuth('/realt/profile/nothing-here')).toBe(true);
    expect(requiresAuth('/realt/admin/finance/nothing-here')).toBe(true);
    expect(requiresAuth('/realt/catalog/sell/nothing-here')).toBe(false);
  });
});
