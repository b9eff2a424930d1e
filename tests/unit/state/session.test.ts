// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../user';

const user = aUser({ id: 1, name: 'გიორგი', surname: 'კაპანაძე', role: 1, phone: '+995577001122', email: 'admin@realt.ge' });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * useSession over a fresh cache, with the API's events wired as the app's start-up wires them;
 * the modules read the stored token and create the API client on import.
 */
async function renderSession(token: string | null, answer: () => Response) {
  vi.resetModules();
  localStorage.clear();
  if (token) localStorage.setItem('access-token', token);
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  // Node's Request needs an absolute URL; in the browser the API shares the app's origin
  vi.stubEnv('VITE_API_URL', 'http://api.test');
  const { QueryClientProvider } = await import('@tanstack/react-query');
  // the fresh modules start with no texts loaded, as the app never is when it asks
  await (await import('../../../src/i18n/texts')).loadAllTexts();
  const { handleApiEvents } = await import('../../../src/api/handlers');
  const { createQueryClient } = await import('../../../src/api/query-client');
  const sessionModule = await import('../../../src/state/session');
  handleApiEvents({ onTokenRefused: sessionModule.dropToken });
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  const view = renderHook(() => sessionModule.useSession(), { wrapper });
  return { ...sessionModule, view, client, fetch };
}

beforeEach(() => vi.stubGlobal('location', { ...window.location, assign: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('useSession', () => {
  it('without a token asks for no user', async () => {
    const { view, fetch } = await renderSession(null, () => json(200, { result: user }));
    expect(view.result.current).toMatchObject({ token: null, user: null, unreachable: false });
    await act(() => Promise.resolve());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a stored token fetches its user', async () => {
    const { view } = await renderSession('t0ken', () => json(200, { result: user }));
    expect(view.result.current.user).toBeNull();
    await waitFor(() => expect(view.result.current.user?.name).toBe('გიორგი'));
    expect(view.result.current).toMatchObject({ token: 't0ken', unreachable: false });
  });

  it('a refused token (401) is dropped and leaves a guest', async () => {
    const { view } = await renderSession('expired', () => json(401, { message: 'Unauthenticated.' }));
    await waitFor(() => expect(view.result.current.token).toBeNull());
    expect(view.result.current).toMatchObject({ user: null, unreachable: false });
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(window.location.assign).not.toHaveBeenCalled();
  });

  it('a server error keeps the token, says the server is unreachable, and a retry signs the user in', async () => {
    let status = 500;
    const { view } = await renderSession('t0ken', () => (status === 200 ? json(200, { result: user }) : json(status, { message: 'Server Error' })));
    await waitFor(() => expect(view.result.current.unreachable).toBe(true));
    expect(view.result.current).toMatchObject({ token: 't0ken', user: null });
    expect(localStorage.getItem('access-token')).toBe('t0ken');
    status = 200;
    await act(() => view.result.current.retry());
    // the query tells its observers in a task of its own, which a loaded machine may run after act
    await waitFor(() => expect(view.result.current).toMatchObject({ token: 't0ken', unreachable: false }));
    expect(view.result.current.user?.id).toBe(1);
  });

  it('a network failure keeps the token too', async () => {
    const { view } = await renderSession('t0ken', () => {
      throw new TypeError('Failed to fetch');
    });
    await waitFor(() => expect(view.result.current.unreachable).toBe(true));
    expect(localStorage.getItem('access-token')).toBe('t0ken');
  });

  it('the browser coming back online retries an unreachable session', async () => {
    let online = false;
    const { view, fetch } = await renderSession('t0ken', () => {
      if (!online) throw new TypeError('Failed to fetch');
      return json(200, { result: user });
    });
    await waitFor(() => expect(view.result.current.unreachable).toBe(true));
    online = true;
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(view.result.current.user?.id).toBe(1));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the user it has when a re-read fails', async () => {
    let status = 200;
    const { view, client } = await renderSession('t0ken', () => (status === 200 ? json(200, { result: user }) : json(500, { message: 'Server Error' })));
    await waitFor(() => expect(view.result.current.user?.id).toBe(1));
    status = 500;
    const { userQuery } = await import('../../../src/api/user');
    await act(() => client.invalidateQueries({ queryKey: userQuery().queryKey }));
    await waitFor(() => expect(view.result.current).toMatchObject({ token: 't0ken', unreachable: false }));
    expect(view.result.current.user?.id).toBe(1);
  });
});

describe('the session store', () => {
  it('signIn stores the token and its user is fetched once', async () => {
    const { view, signIn, fetch } = await renderSession(null, () => json(200, { result: user }));
    await act(async () => signIn('new-token'));
    await waitFor(() => expect(view.result.current.user?.id).toBe(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('access-token')).toBe('new-token');
  });

  it('signOut forgets the token and tells its listeners', async () => {
    const { view, signOut, onSignOut } = await renderSession('t0ken', () => json(200, { result: user }));
    await waitFor(() => expect(view.result.current.user?.id).toBe(1));
    const listener = vi.fn();
    const stop = onSignOut(listener);
    await act(async () => signOut());
    expect(view.result.current).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    signOut();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('signOut drops the account’s drafts and their owner: a guest’s next draft is not another account’s', async () => {
    const { signOut } = await renderSession('t0ken', () => json(200, { result: user }));
    localStorage.setItem('drafts-owner', '1');
    localStorage.setItem('guest-draft-listing', '{"title":"ბინა ვაკეში"}');
    signOut();
    await waitFor(() => expect(localStorage.getItem('drafts-owner')).toBeNull());
    expect(localStorage.getItem('guest-draft-listing')).toBeNull();
  });

  it('a sign-out in another tab ends this session too, and says so', async () => {
    const { view, onSignOut } = await renderSession('t0ken', () => json(200, { result: user }));
    await waitFor(() => expect(view.result.current.user?.id).toBe(1));
    const { loadAllTexts } = await import('../../../src/i18n/texts');
    await loadAllTexts();
    const { notifications } = await import('../../../src/state/notifications');
    document.documentElement.lang = 'ru';
    const listener = vi.fn();
    onSignOut(listener);
    sessionStorage.setItem('typed-message-23', 'Здравствуйте');
    // the other tab's sign-out: the drafts' owner, then the token
    localStorage.removeItem('drafts-owner');
    localStorage.removeItem('access-token');
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'access-token' })));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(view.result.current.token).toBeNull();
    expect(notifications.items.map((item) => item.text)).toEqual(['Вы вышли из аккаунта в другой вкладке.']);
    // what was typed here is not left for the next account
    expect(sessionStorage.getItem('typed-message-23')).toBeNull();
    notifications.items.splice(0);
  });

  it('a token refused in another tab ends this session too, the drafts kept for its next sign-in', async () => {
    const { view } = await renderSession('t0ken', () => json(200, { result: user }));
    await waitFor(() => expect(view.result.current.user?.id).toBe(1));
    const { loadAllTexts } = await import('../../../src/i18n/texts');
    await loadAllTexts();
    const { notifications } = await import('../../../src/state/notifications');
    document.documentElement.lang = 'en';
    localStorage.setItem('drafts-owner', '1');
    sessionStorage.setItem('typed-message-23', 'Hello');
    localStorage.removeItem('access-token');
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'access-token' })));
    expect(view.result.current.token).toBeNull();
    expect(notifications.items.map((item) => item.text)).toEqual(['Your session has ended. Sign in again to continue.']);
    expect(sessionStorage.getItem('typed-message-23')).toBe('Hello');
    notifications.items.splice(0);
    sessionStorage.clear();
  });

  it('another account signed in in another tab ends this session first', async () => {
    const { view, onSignOut } = await renderSession('t0ken', () => json(200, { result: user }));
    await waitFor(() => expect(view.result.current.user?.id).toBe(1));
    const listener = vi.fn();
    onSignOut(listener);
    localStorage.setItem('access-token', 'other');
    // the other tabs hear every change of the stored token: the new one must never be removed meanwhile
    const removed = vi.spyOn(Storage.prototype, 'removeItem');
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'access-token' })));
    expect(removed.mock.calls.filter(([key]) => key === 'access-token')).toEqual([]);
    removed.mockRestore();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(view.result.current.token).toBe('other');
  });
});

describe('while a page the server rendered hydrates', () => {
  type SessionModule = typeof import('../../../src/state/session');

  /** A page showing useSession's token, rendered by a server and hydrated, `meanwhile` run in between; `seen` are the tokens rendered from hydration on. */
  async function hydrateSession(meanwhile?: (session: SessionModule) => void) {
    vi.resetModules();
    localStorage.setItem('access-token', 't0ken');
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { result: user })));
    vi.stubEnv('VITE_API_URL', 'http://api.test');
    const { QueryClientProvider } = await import('@tanstack/react-query');
    const { createQueryClient } = await import('../../../src/api/query-client');
    const { renderAndHydrate } = await import('../hydrate');
    const sessionModule = await import('../../../src/state/session');
    const seen: (string | null)[] = [];
    const Probe = () => {
      const { token } = sessionModule.useSession();
      seen.push(token);
      return createElement('p', null, token ?? 'guest');
    };
    const page = createElement(QueryClientProvider, { client: createQueryClient() }, createElement(Probe));
    const hydrated = await renderAndHydrate(page, () => {
      seen.splice(0);
      meanwhile?.(sessionModule);
    });
    return { ...sessionModule, ...hydrated, seen };
  }

  it('renders signed out, as the server did, and the stored session right after', async () => {
    const { seen, container, mismatches, unmount } = await hydrateSession();
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toBe('t0ken');
    expect(container.textContent).toBe('t0ken');
    expect(mismatches).toEqual([]);
    unmount();
  });

  it('stays signed out when the server refused the token meanwhile', async () => {
    const { container, mismatches, unmount } = await hydrateSession(({ dropToken }) => dropToken());
    expect(container.textContent).toBe('guest');
    expect(mismatches).toEqual([]);
    unmount();
  });

  it('applies another tab’s sign-in as another account, the first one’s cache cleared, once it has hydrated', async () => {
    const listener = vi.fn();
    const { seen, container, mismatches, unmount } = await hydrateSession(({ onSignOut }) => {
      onSignOut(listener);
      localStorage.setItem('access-token', 'other');
      window.dispatchEvent(new StorageEvent('storage', { key: 'access-token' }));
    });
    expect(seen[0]).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('other');
    expect(mismatches).toEqual([]);
    unmount();
  });
});
