// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newSocialState, socialStartUrl, takeSocialState } from '../../../../src/features/auth/social-state';

const KA = { lang: 'ka' as const, next: undefined };

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('social sign-in state', () => {
  it('is 128 random bits in base64url, different every time', () => {
    const first = newSocialState(KA);
    const second = newSocialState(KA);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first).not.toBe(second);
  });

  it('draws its bits from crypto.getRandomValues', () => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    newSocialState(KA);
    expect(random).toHaveBeenCalledWith(expect.any(Uint8Array));
    expect((random.mock.calls[0]?.[0] as Uint8Array).length).toBeGreaterThanOrEqual(16);
  });

  it('accepts the state this tab stored, once', () => {
    const state = newSocialState(KA);
    expect(takeSocialState(state)).toEqual(KA);
    expect(takeSocialState(state)).toBeNull();
  });

  it('refuses a missing or different state and forgets the stored one', () => {
    const state = newSocialState(KA);
    expect(takeSocialState(null)).toBeNull();
    expect(takeSocialState(state)).toBeNull();
    newSocialState(KA);
    expect(takeSocialState('attackerChosenState0000')).toBeNull();
  });

  it('refuses any state when this tab started nothing', () => {
    expect(takeSocialState('q3XbE9yZQ0m1vJtC8dLw7A')).toBeNull();
    expect(takeSocialState('')).toBeNull();
  });

  it('gives back the language and the page the sign-in started from, with its state', () => {
    const state = newSocialState({ lang: 'ru', next: '/profile/my-messages' });
    expect(takeSocialState(state)).toEqual({ lang: 'ru', next: '/profile/my-messages' });
  });

  it('reads a kept state without a known language as none', () => {
    sessionStorage.setItem('social-sign-in-state', JSON.stringify({ state: 'q3XbE9yZQ0m1vJtC8dLw7A', lang: 'xx' }));
    expect(takeSocialState('q3XbE9yZQ0m1vJtC8dLw7A')).toBeNull();
    sessionStorage.setItem('social-sign-in-state', 'not json');
    expect(takeSocialState('not json')).toBeNull();
  });

  it('keeps only the newest start', () => {
    const old = newSocialState(KA);
    newSocialState(KA);
    expect(takeSocialState(old)).toBeNull();
  });
});

describe('social sign-in start address', () => {
  it('carries the provider and the state to the backend of the app origin', () => {
    expect(socialStartUrl('google', 'q3XbE9yZQ0m1vJtC8dLw7A')).toBe('/api/social/google/redirect?state=q3XbE9yZQ0m1vJtC8dLw7A');
    expect(socialStartUrl('facebook', 'a_b-c')).toBe('/api/social/facebook/redirect?state=a_b-c');
  });

  it('is built on the configured API origin', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.realt.ge/');
    vi.resetModules();
    const { socialStartUrl: startUrl } = await import('../../../../src/features/auth/social-state');
    expect(startUrl('google', 'q3XbE9yZQ0m1vJtC8dLw7A')).toBe('https://api.realt.ge/api/social/google/redirect?state=q3XbE9yZQ0m1vJtC8dLw7A');
  });
});
