// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarlyCall } from '../../../src/boot/handoff';

// what the page's first script left: the user's call, and the first page of the user's listings
const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
function started(): EarlyCall[] {
  return [
    { method: 'GET', url: '/api/get-authenticated-user', headers: {}, body: null, authorization: 'Bearer 7|abc', response: answer({ early: 'user' }) },
    { method: 'POST', url: '/client-api/announcements', headers: {}, body: '{"page":1}', authorization: 'Bearer 7|abc', response: answer({ early: 'list' }) },
  ];
}

const request = (path: string, init: RequestInit & { token?: string } = {}) =>
  new Request(new URL(path, window.location.href), { ...init, headers: init.token === undefined ? {} : { Authorization: `Bearer ${init.token}` } });

async function earlyFetchWith(calls: EarlyCall[]) {
  vi.resetModules();
  globalThis.realtBoot = { calls };
  return (await import('../../../src/api/early')).earlyFetch;
}

describe('earlyFetch', () => {
  const network = vi.fn(async () => new Response(JSON.stringify({ network: true })));
  beforeEach(() => vi.stubGlobal('fetch', network));
  afterEach(() => {
    vi.unstubAllGlobals();
    network.mockClear();
    delete globalThis.realtBoot;
  });

  it('answers a call the page already sent, with the same token and body, once', async () => {
    const earlyFetch = await earlyFetchWith(started());
    expect(await (await earlyFetch(request('/api/get-authenticated-user', { token: '7|abc' }))).json()).toEqual({ early: 'user' });
    expect(await (await earlyFetch(request('/client-api/announcements', { method: 'POST', body: '{"page":1}', token: '7|abc' }))).json()).toEqual({ early: 'list' });
    expect(network).not.toHaveBeenCalled();
    // a second ask (a refetch) goes to the API
    expect(await (await earlyFetch(request('/api/get-authenticated-user', { token: '7|abc' }))).json()).toEqual({ network: true });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends a call that differs in token, body or address', async () => {
    const earlyFetch = await earlyFetchWith(started());
    await earlyFetch(request('/api/get-authenticated-user', { token: '9|other' }));
    await earlyFetch(request('/client-api/announcements', { method: 'POST', body: '{"page":2}', token: '7|abc' }));
    await earlyFetch(request('/client-api/announcements?page=1', { method: 'POST', body: '{"page":1}', token: '7|abc' }));
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('answers only as the app starts: a call asked for ten seconds on is sent anew', async () => {
    vi.useFakeTimers();
    try {
      const earlyFetch = await earlyFetchWith(started());
      vi.advanceTimersByTime(9_999);
      expect(await (await earlyFetch(request('/api/get-authenticated-user', { token: '7|abc' }))).json()).toEqual({ early: 'user' });
      vi.advanceTimersByTime(1);
      expect(await (await earlyFetch(request('/client-api/announcements', { method: 'POST', body: '{"page":1}', token: '7|abc' }))).json()).toEqual({ network: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a call again when the early one failed on the way', async () => {
    const earlyFetch = await earlyFetchWith(started().slice(0, 1).map((user) => ({ ...user, response: Promise.reject(new TypeError('Failed to fetch')) })));
    expect(await (await earlyFetch(request('/api/get-authenticated-user', { token: '7|abc' }))).json()).toEqual({ network: true });
  });
});
