// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../../src/config/paths';
import { contactOf } from '../../../../src/features/auth/contact.schema';
import { landingAfterSignIn } from '../../../../src/features/auth/sign-in';
import { GUEST_DRAFT_KEY } from '../../../../src/state/guest-draft';

beforeEach(() => localStorage.clear());

describe('landing after sign-in', () => {
  it('opens my apartments, or the create page while a guest draft waits', () => {
    expect(landingAfterSignIn('user')).toBe('/profile/apartments/my-apartments');
    localStorage.setItem(GUEST_DRAFT_KEY, '{"title":"ბინა ვაკეში"}');
    expect(landingAfterSignIn('user')).toBe('/profile/advertisement/create-advertisement');
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

describe('contactOf', () => {
  it('sends a phone as +995… and an email as typed', () => {
    expect(contactOf({ method: 'phone', phone: '599 123-456', email: '' })).toEqual({ phone: '+995599123456' });
    expect(contactOf({ method: 'email', phone: '599 123-456', email: 'nino@example.ge' })).toEqual({ email: 'nino@example.ge' });
  });
});
