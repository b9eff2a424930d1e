// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetQuery, heldQuery, holdQuery } from '../../../src/state/held-query';

afterEach(() => {
  forgetQuery();
  window.history.replaceState(null, '', '/');
});

describe('holdQuery', () => {
  it('takes the query out of the address, keeping the history entry’s state and hash, and holds it for the screen', () => {
    window.history.replaceState({ key: 'k' }, '', '/realt/auth/social-auth?token=secret&state=s#top');
    holdQuery();
    expect(window.location.href).toBe('http://localhost:3000/realt/auth/social-auth#top');
    expect(window.history.state).toEqual({ key: 'k' });
    expect(heldQuery('')).toBe('?token=secret&state=s');
  });

  it('holds nothing for an address without a query, and gives the address’s own once forgotten', () => {
    window.history.replaceState(null, '', '/realt/auth/social-auth');
    holdQuery();
    expect(heldQuery('?state=own')).toBe('?state=own');
    window.history.replaceState(null, '', '/realt/auth/social-auth?token=t');
    holdQuery();
    forgetQuery();
    expect(heldQuery('')).toBe('');
  });
});
