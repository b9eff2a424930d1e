import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const user = {
  id: 17,
  name: 'ნინო',
  surname: 'ბერიძე',
  image: null,
  role: 3,
  balance: 124.5,
  unread_messages: 2,
  favorites: [102, 105],
  phone: '+995599123456',
  email: null,
  blocked: 0,
  personal_price_coefficient: 1,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = (url: string) => Response;

// the stores read the stored token and create the API client on import
async function load(token: string | null, answer: Answer) {
  vi.resetModules();
  localStorage.clear();
  if (token) localStorage.setItem('access-token', token);
  const fetch = vi.fn(async (request: Request) => answer(request.url));
  vi.stubGlobal('fetch', fetch);
  vi.stubEnv('VITE_API_URL', 'http://api.test');
  const favorites = await import('../../../src/state/favorites');
  const session = await import('../../../src/state/session');
  const notifications = await import('../../../src/state/notifications');
  return { ...favorites, ...session, ...notifications, fetch };
}

const calls = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([request]) => new URL((request as Request).url).pathname);

beforeEach(() => vi.stubGlobal('location', { ...window.location, assign: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('toggleFavorite', () => {
  it('sends a guest to sign-in without any request', async () => {
    const store = await load(null, () => json(200, {}));
    expect(await store.toggleFavorite(120)).toBe('signIn');
    expect(store.fetch).not.toHaveBeenCalled();
  });

  it('adds a listing, keeps session.user.favorites in sync and says so', async () => {
    const store = await load('token', (url) => (url.endsWith('/basket/add') ? json(200, { result: 'ok' }) : json(200, { result: user })));
    expect(await store.toggleFavorite(120)).toBe('added');
    expect(calls(store.fetch)).toEqual(['/api/get-authenticated-user', '/client-api/basket/add']);
    const add = store.fetch.mock.calls[1]?.[0] as Request;
    expect(await add.json()).toEqual({ id: 120 });
    expect(store.session.user?.favorites).toEqual([102, 105, 120]);
    expect(store.notifications.items.at(-1)).toMatchObject({ kind: 'success', text: 'განცხადება დაემატა შენახულებში' });
  });

  it('removes a saved listing', async () => {
    const store = await load('token', (url) => (url.endsWith('/basket/delete') ? json(200, { result: 'ok' }) : json(200, { result: user })));
    expect(await store.toggleFavorite(105)).toBe('removed');
    expect(calls(store.fetch)).toContain('/client-api/basket/delete');
    expect(store.session.user?.favorites).toEqual([102]);
    expect(store.notifications.items.at(-1)).toMatchObject({ kind: 'success', text: 'განცხადება წაიშალა შენახულებიდან' });
  });

  it("turns 'it is your announcement' into the own-listing message (§8), once", async () => {
    const store = await load('token', (url) =>
      url.endsWith('/basket/add') ? json(422, { result: 'it is your announcement' }) : json(200, { result: user }),
    );
    expect(await store.toggleFavorite(101)).toBe('own');
    expect(store.session.user?.favorites).toEqual([102, 105]);
    expect(store.notifications.items.map((item) => item.text)).toEqual(['საკუთარი განცხადების შენახვა შეუძლებელია']);
  });

  it('ignores a second click while the first is in flight', async () => {
    let release: (response: Response) => void = () => undefined;
    const store = await load('token', (url) => (url.endsWith('/basket/add') ? json(200, {}) : json(200, { result: user })));
    await store.fetchUser();
    store.fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = store.toggleFavorite(120);
    await vi.waitFor(() => expect(store.fetch).toHaveBeenCalledTimes(2));
    expect([...store.favorites.pending]).toEqual([120]);
    expect(await store.toggleFavorite(120)).toBe('busy');
    release(json(200, { result: 'ok' }));
    expect(await first).toBe('added');
    expect(store.favorites.pending).toEqual([]);
  });
});
