// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newSocialState, socialStartUrl, takeSocialState } from '../../../../src/features/auth/social-state';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('social sign-in state', () => {
  it('is 128 random bits in base64url, different every time', () => {
    const first = newSocialState();
    const second = newSocialState();
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first).not.toBe(second);
  });

  it('draws its bits from crypto.getRandomValues', () => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    newSocialState();
    expect(random).toHaveBeenCalledWith(expect.any(Uint8Array));
    expect((random.mock.calls[0]?.[0] as Uint8Array).length).toBeGreaterThanOrEqual(16);
  });

  it('accepts the state this tab stored, once', () => {
    const state = newSocialState();
    expect(takeSocialState(state)).toBe(true);
    expect(takeSocialState(state)).toBe(false);
  });

  it('refuses a missing or different state and forgets the stored one', () => {
    const state = newSocialState();
    expect(takeSocialState(null)).toBe(false);
    expect(takeSocialState(state)).toBe(false);
    newSocialState();
    expect(takeSocialState('attackerChosenState0000')).toBe(false);
  });

  it('refuses any state when this tab started nothing', () => {
    expect(takeSocialState('q3XbE9yZQ0m1vJtC8dLw7A')).toBe(false);
    expect(takeSocialState('')).toBe(false);
  });

  it('keeps only the newest start', () => {
    const old = newSocialState();
    newSocialState();
    expect(takeSocialState(old)).toBe(false);
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
