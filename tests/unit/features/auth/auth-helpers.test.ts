// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../../src/config/paths';
import { contactOf } from '../../../../src/features/auth/contact.schema';
import { landingAfterSignIn, returnPathOf } from '../../../../src/features/auth/landing';
import { GUEST_DRAFT_KEY } from '../../../../src/state/guest-draft';

beforeEach(() => localStorage.clear());

describe('landing after sign-in', () => {
  it('opens my apartments, or the create page while a guest draft waits', () => {
    expect(landingAfterSignIn('user')).toBe('/profile/apartments/my-apartments');
    localStorage.setItem(GUEST_DRAFT_KEY, '{"title":"ბინა ვაკეში"}');
    expect(landingAfterSignIn('user')).toBe('/profile/advertisement/create-advertisement');
  });

  it('returns to the private page the visitor was sent to sign in from, before a guest draft', () => {
    localStorage.setItem(GUEST_DRAFT_KEY, '{"title":"ბინა ვაკეში"}');
    expect(landingAfterSignIn('user', '/profile/my-messages')).toBe('/profile/my-messages');
    expect(landingAfterSignIn('admin', '/profile/my-messages')).toBe('/admin');
  });

  it('opens the console after the admin login', () => {
    expect(landingAfterSignIn('admin')).toBe('/admin');
  });

  it('the admin login has its own route and its own password reset', () => {
    expect(paths.adminLogin.href()).toBe('/auth/admin-login');
    expect(paths.resetPassword.href('admin')).toBe('/auth/reset-password?scope=admin');
    expect(paths.resetPassword.href()).toBe('/auth/reset-password');
  });
});

describe('the page a sign-in returns to', () => {
  it('is a private page of the app, with its query', () => {
    expect(returnPathOf('?next=%2Fprofile%2Fmy-messages')).toBe('/profile/my-messages');
    expect(returnPathOf(`?next=${encodeURIComponent('/profile/my-messages?with=23')}`)).toBe('/profile/my-messages?with=23');
    expect(returnPathOf('?next=/profile/wallet')).toBe('/profile/wallet');
    // a guest's Save or Message comes back to the page it was pressed on
    expect(returnPathOf(`?next=${encodeURIComponent('/announcement/3-otaxiani-bina-102')}`)).toBe('/announcement/3-otaxiani-bina-102');
    expect(returnPathOf(`?next=${encodeURIComponent('/catalog/sell?districts=1')}`)).toBe('/catalog/sell?districts=1');
  });

  it('is nothing for a plain sign-in, another site, a sign-in page or an address with its base or language', () => {
    for (const next of ['', '//evil.example/profile', '/\\evil.example/profile', 'https://evil.example/profile', 'javascript:alert(1)', '/auth', '/auth/login', '/auth/register', '/auth/admin-login', '/profile/../auth/login', '/realt/profile/wallet', '/en/profile/wallet', 'profile/wallet']) {
      expect(returnPathOf(`?${new URLSearchParams({ next })}`), next).toBeUndefined();
    }
    expect(returnPathOf('')).toBeUndefined();
  });
});

describe('contactOf', () => {
  it('sends a phone as +995… and an email as typed', () => {
    expect(contactOf({ method: 'phone', phone: '599 123-456', email: '' })).toEqual({ phone: '+995599123456' });
    expect(contactOf({ method: 'email', phone: '599 123-456', email: 'nino@example.ge' })).toEqual({ email: 'nino@example.ge' });
  });
});
