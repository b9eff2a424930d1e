// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../src/config/paths';
import { contactOf } from '../../../../src/features/auth/contact.schema';
import { landingAfterSignIn } from '../../../../src/features/auth/sign-in';
import { clock } from '../../../../src/features/auth/use-countdown';
import { GUEST_DRAFT_KEY } from '../../../../src/state/guest-draft';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

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

/** The error a request answered with `response` throws, as a form's mutation would get it. */
async function refusedWith(response: () => Response): Promise<unknown> {
  vi.resetModules();
  vi.stubEnv('VITE_API_URL', 'http://api.test');
  vi.stubGlobal('fetch', vi.fn(async () => response()));
  // the fresh modules start with no texts loaded, as the app never is when it asks
  await (await import('../../../../src/i18n/texts')).loadAllTexts();
  const { $api } = await import('../../../../src/api/queries');
  const { waitAfter } = await import('../../../../src/features/auth/use-cooldown');
  const error: unknown = await new QueryClient().fetchQuery($api.queryOptions('get', '/api/get-authenticated-user')).catch((thrown: unknown) => thrown);
  return waitAfter(error);
}

const tooMany = (headers: Record<string, string>) => () =>
  new Response(JSON.stringify({ message: 'Too Many Attempts.' }), { status: 429, headers: { 'Content-Type': 'application/json', ...headers } });

describe('a 429 answer (too many attempts)', () => {
  it('waits the seconds of its Retry-After header', async () => {
    expect(await refusedWith(tooMany({ 'Retry-After': '42' }))).toBe(42);
  });

  it('waits 60 seconds without a readable Retry-After', async () => {
    expect(await refusedWith(tooMany({}))).toBe(60);
    expect(await refusedWith(tooMany({ 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' }))).toBe(60);
  });

  it('is the only refusal that makes a form wait', async () => {
    const refused = () => new Response(JSON.stringify({ result: 'User blocked' }), { status: 422, headers: { 'Content-Type': 'application/json' } });
    expect(await refusedWith(refused)).toBeNull();
  });
});

describe('the resend countdown', () => {
  it('reads as minutes and seconds', () => {
    expect(clock(60)).toBe('1:00');
    expect(clock(9)).toBe('0:09');
  });
});
