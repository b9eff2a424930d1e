import { describe, expect, it } from 'vitest';
import { absolute, catalogHref, localPath, paths, paymentRetryOf, requiresAuth, signInReturning, withoutPayment } from '../../../src/config/paths';

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

  it('carries a failed card payment’s retry through the fail return into my apartments', () => {
    const retry = { listing: 110, tariffs: '{"days":{"vip":"10"},"telegram":true}' };
    const fail = paths.myApartmentsPaymentFail.href(retry);
    expect(fail).toBe('/my-apartments-payment-fail?listing=110&tariffs=%7B%22days%22%3A%7B%22vip%22%3A%2210%22%7D%2C%22telegram%22%3Atrue%7D');
    expect(paths.myApartmentsPaymentFail.href()).toBe('/my-apartments-payment-fail');
    const back = paymentRetryOf(fail.slice(fail.indexOf('?')));
    expect(back).toEqual(retry);
    expect(paths.myApartments.href(false, back)).toBe(`/profile/apartments/my-apartments?succes=false&${fail.slice(fail.indexOf('?') + 1)}`);
  });

  it('keeps a list’s own query beside a payment’s return, and takes the return out alone', () => {
    expect(paths.myApartments.href(true, undefined, 'status=2&page=3')).toBe('/profile/apartments/my-apartments?succes=true&status=2&page=3');
    expect(paths.myApartments.href(undefined, undefined, 'status=2')).toBe('/profile/apartments/my-apartments?status=2');
    expect(withoutPayment('?succes=false&listing=110&tariffs=%7B%7D&status=2&page=3')).toBe('status=2&page=3');
    expect(withoutPayment('status=2')).toBe('status=2');
    expect(withoutPayment('?succes=true')).toBe('');
  });

  it('reads a retry only when it names a listing by a whole id and its tariffs', () => {
    expect(paymentRetryOf('')).toBeUndefined();
    expect(paymentRetryOf('?succes=false')).toBeUndefined();
    expect(paymentRetryOf('?listing=110')).toBeUndefined();
    expect(paymentRetryOf('?tariffs=%7B%7D')).toBeUndefined();
    expect(paymentRetryOf('?listing=0&tariffs=%7B%7D')).toBeUndefined();
    expect(paymentRetryOf('?listing=1.5&tariffs=%7B%7D')).toBeUndefined();
    expect(paymentRetryOf('?listing=abc&tariffs=%7B%7D')).toBeUndefined();
  });

  it('leads a search to the catalogue of its deal, which the path then names, without its empty fields', () => {
    expect(catalogHref('?adType=2&flatObjects=4')).toBe('/catalog/rent?flatObjects=4');
    expect(catalogHref('?adType=1&flatObjects=')).toBe('/catalog/sell');
    expect(catalogHref('')).toBe('/catalog/sell');
    expect(catalogHref('?adType=7')).toBe('/catalog/sell');
    expect(catalogHref('?flatObjects=1&adType=2&bedrooms=2')).toBe('/catalog/rent?flatObjects=1&bedrooms=2');
  });

  it('prefixes the /realt base for full page loads, Georgian without a language segment', () => {
    expect(absolute('/', 'ka')).toBe('/realt/');
    expect(absolute(paths.auth.href(), 'ka')).toBe('/realt/auth');
  });

  it('puts English and Russian under their segment, the main page keeping its trailing slash', () => {
    expect(absolute('/', 'en')).toBe('/realt/en/');
    expect(absolute('/', 'ru')).toBe('/realt/ru/');
    expect(absolute(paths.catalogSell.href('?bedrooms=2'), 'en')).toBe('/realt/en/catalog/sell?bedrooms=2');
    expect(absolute(paths.publicUser.href(5), 'ru')).toBe('/realt/ru/user/5');
    expect(absolute(paths.myWallet.href(), 'en')).toBe('/realt/en/profile/my-wallet');
  });

  it('reads a full path’s language and its path below the base and the language', () => {
    expect(localPath('/realt/en/user/5')).toEqual({ lang: 'en', path: '/user/5' });
    expect(localPath('/realt/ru/catalog/sell')).toEqual({ lang: 'ru', path: '/catalog/sell' });
    expect(localPath('/realt/catalog/sell')).toEqual({ lang: 'ka', path: '/catalog/sell' });
    expect(localPath('/realt/en')).toEqual({ lang: 'en', path: '/' });
    expect(localPath('/realt/en/')).toEqual({ lang: 'en', path: '/' });
    expect(localPath('/realt/')).toEqual({ lang: 'ka', path: '/' });
    expect(localPath('/realt')).toEqual({ lang: 'ka', path: '/' });
    // a segment that only begins like a language is a Georgian path
    expect(localPath('/realt/english/x')).toEqual({ lang: 'ka', path: '/english/x' });
    expect(localPath('/realt/de/x')).toEqual({ lang: 'ka', path: '/de/x' });
    // outside the base
    expect(localPath('/realtor/en')).toBeNull();
    expect(localPath('/en/catalog/sell')).toBeNull();
  });

  it('reads back what absolute() writes, in every language', () => {
    for (const lang of ['ka', 'en', 'ru'] as const) {
      for (const href of ['/', paths.catalogRent.href(), paths.announcement.href('a-1'), paths.adminTariffs.href()]) {
        expect(localPath(absolute(href, lang))).toEqual({ lang, path: href });
      }
    }
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

  it('knows which pages need a login in every language, with or without the base', () => {
    expect(requiresAuth('/realt/en/profile/my-wallet')).toBe(true);
    expect(requiresAuth('/realt/ru/profile/apartments/saved-apartments')).toBe(true);
    expect(requiresAuth('/realt/en/profile/nothing-here')).toBe(true);
    expect(requiresAuth('/realt/ru/admin/finance/tariffs')).toBe(true);
    expect(requiresAuth('/realt/en/profile/advertisement/create-advertisement')).toBe(false);
    expect(requiresAuth('/realt/en/catalog/sell')).toBe(false);
    expect(requiresAuth('/realt/en/auth/login')).toBe(false);
    expect(requiresAuth('/realt/en/')).toBe(false);
    expect(requiresAuth('/realt/ru')).toBe(false);
    expect(requiresAuth('/en/profile/my-wallet')).toBe(true);
    expect(requiresAuth('/profile/my-wallet')).toBe(true);
  });

  it('counts an unknown path inside a login-required section as login-required', () => {
    expect(requiresAuth('/realt/profile/nothing-here')).toBe(true);
    expect(requiresAuth('/realt/admin/finance/nothing-here')).toBe(true);
    expect(requiresAuth('/realt/catalog/sell/nothing-here')).toBe(false);
  });
});

describe('the sign-in that comes back', () => {
  it('names the page below its base and language, with its search', () => {
    expect(signInReturning('/realt/en/announcement/flat-102', '?from=map')).toBe(`/auth?next=${encodeURIComponent('/announcement/flat-102?from=map')}`);
    expect(signInReturning('/realt/profile/my-messages', '')).toBe(`/auth?next=${encodeURIComponent('/profile/my-messages')}`);
    // outside the site's base there is no page of it to come back to
    expect(signInReturning('/elsewhere', '')).toBe('/auth');
  });
});

describe('the auth screens after a sign-in', () => {
  it('pass on the page the sign-in returns to', () => {
    const next = '/announcement/flat-102?from=map';
    expect(paths.register.href(next)).toBe(`/auth/register?next=${encodeURIComponent(next)}`);
    expect(paths.confirmationCode.href('register', next)).toBe(`/auth/confirmation-code?type=register&next=${encodeURIComponent(next)}`);
    expect(paths.resetPassword.href('user', next)).toBe(`/auth/reset-password?next=${encodeURIComponent(next)}`);
    expect(paths.createPassword.href('resetPassword', next)).toBe(`/auth/create-password?type=resetPassword&next=${encodeURIComponent(next)}`);
  });

  it('name no return without one', () => {
    expect(paths.register.href()).toBe('/auth/register');
    expect(paths.confirmationCode.href('register')).toBe('/auth/confirmation-code?type=register');
    expect(paths.createPassword.href('resetPassword')).toBe('/auth/create-password?type=resetPassword');
    expect(paths.resetPassword.href('admin')).toBe('/auth/reset-password?scope=admin');
  });
});
