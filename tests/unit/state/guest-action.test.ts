// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_ACTION_TTL_MS, readyGuestAction, reasonFor, signInFor } from '../../../src/state/guest-action';

const NOW = 1_800_000_000_000;

describe('a guest’s Save or Message kept for its sign-in', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/realt/en/catalog/sell?bedrooms=2');
  });

  it('leads to the sign-in that returns to the page, which then says why', () => {
    expect(signInFor({ kind: 'save', listing: 119 }, NOW)).toBe('/auth?next=%2Fcatalog%2Fsell%3Fbedrooms%3D2');
    expect(reasonFor('/catalog/sell?bedrooms=2', NOW)).toBe('save');
    // for this tab only
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('says nothing for a sign-in returning to another page, or once expired', () => {
    signInFor({ kind: 'message', recipient: 23, listing: 102 }, NOW);
    expect(reasonFor('/catalog/rent', NOW)).toBeNull();
    expect(reasonFor(undefined, NOW)).toBeNull();
    expect(reasonFor('/catalog/sell?bedrooms=2', NOW + GUEST_ACTION_TTL_MS - 1)).toBe('message');
    expect(reasonFor('/catalog/sell?bedrooms=2', NOW + GUEST_ACTION_TTL_MS)).toBeNull();
  });

  it('is gone once a sign-in completes, whether it lands on its page or elsewhere', () => {
    signInFor({ kind: 'save', listing: 119 }, NOW);
    readyGuestAction('/profile/apartments/my-apartments', NOW);
    expect(reasonFor('/catalog/sell?bedrooms=2', NOW)).toBeNull();
    expect(sessionStorage.getItem('guest-action')).toBeNull();

    signInFor({ kind: 'save', listing: 119 }, NOW);
    readyGuestAction('/catalog/sell?bedrooms=2', NOW);
    expect(sessionStorage.getItem('guest-action')).toBeNull();
  });

  it('ignores what is kept in another shape', () => {
    sessionStorage.setItem('guest-action', JSON.stringify({ action: { kind: 'save', listing: '119' }, at: '/catalog/sell?bedrooms=2', expiresAt: NOW + 1000 }));
    expect(reasonFor('/catalog/sell?bedrooms=2', NOW)).toBeNull();
    sessionStorage.setItem('guest-action', '{not json');
    expect(reasonFor('/catalog/sell?bedrooms=2', NOW)).toBeNull();
  });
});
