// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateSession, json, renderSession, stopFollowing, user } from './session-harness';

beforeEach(() => vi.stubGlobal('location', { ...window.location, assign: vi.fn() }));
afterEach(() => {
  stopFollowing();
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
});

describe('while a page the server rendered hydrates', () => {
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
});
