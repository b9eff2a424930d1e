import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const user = {
  id: 1,
  name: 'გიორგი',
  surname: 'კაპანაძე',
  image: null,
  role: 1,
  balance: 0,
  unread_messages: 0,
  favorites: [],
  phone: '+995577001122',
  email: 'admin@realt.ge',
  blocked: 0,
  personal_price_coefficient: 1,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// the session module reads the stored token and creates the API client on import
async function loadSession(token: string | null, answer: () => Response) {
  vi.resetModules();
  localStorage.clear();
  if (token) localStorage.setItem('access-token', token);
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  // Node's Request needs an absolute URL; in the browser the API shares the app's origin
  vi.stubEnv('VITE_API_URL', 'http://api.test');
  const module = await import('../../../src/state/session');
  return { ...module, fetch };
}

beforeEach(() => vi.stubGlobal('location', { ...window.location, assign: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('session', () => {
  it('without a token there is nothing to fetch and it is loaded at once', async () => {
    const { session, fetchUser, fetch } = await loadSession(null, () => json(200, { result: user }));
    expect(session.loaded).toBe(true);
    await fetchUser();
    expect(fetch).not.toHaveBeenCalled();
    expect(session.user).toBeNull();
  });

  it('a stored token fetches the user', async () => {
    const { session, fetchUser } = await loadSession('t0ken', () => json(200, { result: user }));
    expect(session.loaded).toBe(false);
    await fetchUser();
    expect(session).toMatchObject({ token: 't0ken', loaded: true, unreachable: false });
    expect(session.user?.name).toBe('გიორგი');
  });

  it('a refused token (401) is dropped and leaves a guest', async () => {
    const { session, fetchUser } = await loadSession('expired', () => json(401, { message: 'Unauthenticated.' }));
    await fetchUser();
    expect(session).toMatchObject({ token: null, user: null, loaded: true, unreachable: false });
    expect(localStorage.getItem('access-token')).toBeNull();
  });

  it('a server error keeps the token, says the server is unreachable, and a retry signs the user in', async () => {
    let status = 500;
    const { session, fetchUser } = await loadSession('t0ken', () =>
      status === 200 ? json(200, { result: user }) : json(status, { message: 'Server Error' }),
    );
    await fetchUser();
    expect(session).toMatchObject({ token: 't0ken', user: null, loaded: true, unreachable: true });
    expect(localStorage.getItem('access-token')).toBe('t0ken');
    status = 200;
    await fetchUser();
    expect(session).toMatchObject({ token: 't0ken', unreachable: false });
    expect(session.user?.id).toBe(1);
  });

  it('a network failure keeps the token too', async () => {
    const { session, fetchUser } = await loadSession('t0ken', () => {
      throw new TypeError('Failed to fetch');
    });
    await fetchUser();
    expect(session).toMatchObject({ token: 't0ken', user: null, loaded: true, unreachable: true });
    expect(localStorage.getItem('access-token')).toBe('t0ken');
  });

  it('the browser coming back online retries an unreachable session', async () => {
    let online = false;
    const { session, fetchUser, fetch } = await loadSession('t0ken', () => {
      if (!online) throw new TypeError('Failed to fetch');
      return json(200, { result: user });
    });
    await fetchUser();
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(session.user?.id).toBe(1));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('signIn stores the token and fetches the user once even when asked twice', async () => {
    const { session, signIn, fetchUser, fetch } = await loadSession(null, () => json(200, { result: user }));
    await Promise.all([signIn('new-token'), fetchUser()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('access-token')).toBe('new-token');
    expect(session.user?.id).toBe(1);
  });

  it('signOut forgets everything and tells its listeners', async () => {
    const { session, fetchUser, signOut, onSignOut } = await loadSession('t0ken', () => json(200, { result: user }));
    await fetchUser();
    const listener = vi.fn();
    const stop = onSignOut(listener);
    signOut();
    expect(session).toMatchObject({ token: null, user: null, loaded: true });
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    signOut();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('re-reading the user after a change', () => {
  it('refreshUser takes the server’s new balance', async () => {
    let balance = 124.5;
    const { session, fetchUser, refreshUser } = await loadSession('t0ken', () => json(200, { result: { ...user, balance } }));
    await fetchUser();
    balance = 167;
    await refreshUser();
    expect(session.user?.balance).toBe(167);
  });

  it('a failed refresh keeps the user and the token', async () => {
    let status = 200;
    const { session, fetchUser, refreshUser } = await loadSession('t0ken', () =>
      status === 200 ? json(200, { result: user }) : json(500, { message: 'Server Error' }),
    );
    await fetchUser();
    status = 500;
    await refreshUser();
    expect(session).toMatchObject({ token: 't0ken', loaded: true });
    expect(session.user?.id).toBe(1);
  });

  it('markMessagesRead lowers the unread count, never below zero', async () => {
    const { session, fetchUser, markMessagesRead } = await loadSession('t0ken', () => json(200, { result: { ...user, unread_messages: 3 } }));
    await fetchUser();
    markMessagesRead(2);
    expect(session.user?.unread_messages).toBe(1);
    markMessagesRead(5);
    expect(session.user?.unread_messages).toBe(0);
  });
});
