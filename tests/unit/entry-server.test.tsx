import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withApiContext } from '../../src/api/middleware/server';
import { createQueryClient } from '../../src/api/query-client';
import type { ScreenRoute } from '../../src/app/route-types';
import { bootQueries, flatRoutes } from '../../src/app/router';
import { SKELETON_MODULES, SSR_MODULES, isPrivate, pageKey, render } from '../../src/entry-server';
import { sharedRate } from '../../src/server/shared-rate';
import { loadAllParts } from '../../src/ui/load/lazy-part';
import { delay, fakeApi, type FakeApi } from './server/fake-api';

describe('pageKey', () => {
  it('keys a catalogue by the search its render reads, normalised: unknown and tracking parameters and option order make no other page', () => {
    const key = pageKey('/realt/catalog/sell?bedrooms=2,3&flatObjects=1');
    expect(key).toBe('/realt/catalog/sell?flatObjects=1&bedrooms=2,3');
    for (const same of [
      '/realt/catalog/sell?flatObjects=1&bedrooms=3,2&utm_source=facebook&fbclid=x',
      '/realt/catalog/sell?adType=1&x=1&flatObjects=1&bedrooms=2&bedrooms=3&page=1',
    ]) {
      expect(pageKey(same)).toBe(key);
    }
  });

  it('keeps apart what the catalogue shows differently: page, sort, map view and currency', () => {
    const keys = ['', '?page=2', '?sort=price_asc', '?map=true', '?currency=GEL'].map((search) => pageKey(`/realt/catalog/rent${search}`));
    expect(new Set(keys).size).toBe(5);
  });

  it('keys a listing, a user’s page and the main page by their path alone', () => {
    expect(pageKey('/realt/announcement/3-otaxiani-bina-vakeshi-102?x=1&utm_medium=social')).toBe('/realt/announcement/3-otaxiani-bina-vakeshi-102');
    expect(pageKey('/realt/user/23?ref=a')).toBe('/realt/user/23');
    expect(pageKey('/realt/?fbclid=1')).toBe('/realt/');
  });

  it('keys a page asked for with a trailing slash or capitals by its whole address: its redirect carries the query as asked', () => {
    expect(pageKey('/realt/catalog/sell/?utm_source=a&bedrooms=2')).toBe('/realt/catalog/sell/?utm_source=a&bedrooms=2');
    expect(pageKey('/realt/announcement/3-otaxiani-bina-vakeshi-102/?fbclid=b')).not.toBe(pageKey('/realt/announcement/3-otaxiani-bina-vakeshi-102/?fbclid=c'));
    // the main page answers at /realt itself
    expect(pageKey('/realt?utm_source=a')).toBe('/realt');
  });

  it('keys a private route’s skeleton by its path: it reads no query', () => {
    expect(pageKey('/realt/profile/my-wallet')).toBe('/realt/profile/my-wallet');
    expect(pageKey('/realt/en/auth/social-auth?token=abc')).toBe('/realt/en/auth/social-auth');
  });
});

describe('isPrivate', () => {
  it('tells the routes whose skeleton the server renders from the public pages and redirects', () => {
    for (const url of ['/realt/profile/apartments/my-apartments', '/realt/en/admin/advertisements', '/realt/auth/login', '/realt/ru/profile/advertisement/create-advertisement']) {
      expect({ url, private: isPrivate(url) }).toEqual({ url, private: true });
    }
    for (const url of ['/realt/', '/realt/catalog/sell?x=1', '/realt/en/announcement/3-otaxiani-bina-vakeshi-102', '/realt/profile', '/realt/no-such-page']) {
      expect({ url, private: isPrivate(url) }).toEqual({ url, private: false });
    }
  });
});

describe('SSR_MODULES', () => {
  it('names each server-rendered screen’s module once, as the build manifest keys it', () => {
    expect([...SSR_MODULES].sort()).toEqual([
      'src/features/catalog/catalog-page.tsx',
      'src/features/home/home-page.tsx',
      'src/features/listing/listing-page.tsx',
      'src/features/market/market-page.tsx',
      'src/features/public-user/public-user-page.tsx',
    ]);
  });
});

describe('SKELETON_MODULES', () => {
  it('names every other screen’s module once: the server renders its skeleton', () => {
    expect(SKELETON_MODULES).toContain('src/features/profile/my-listings/my-apartments-page.tsx');
    expect(SKELETON_MODULES).toContain('src/features/auth/login-page.tsx');
    expect(SKELETON_MODULES.filter((module) => SSR_MODULES.includes(module))).toEqual([]);
    expect(new Set(SKELETON_MODULES).size).toBe(SKELETON_MODULES.length);
  });
});

describe('render', () => {
  // the code the server loads as it starts, in before the first request: a page's time budget
  // counts from its arrival (loading every module through Vite's transform takes seconds here)
  beforeAll(() => loadAllParts(), 60_000);

  let api: FakeApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
    sharedRate.clear();
  });

  it('sends a public page asked for with a trailing slash or capitals to its one address, its query kept, asking the API nothing', async () => {
    api = await fakeApi(() => ({ status: 500, body: {} }));
    const options = { apiUrl: api.url, publicUrl: 'https://realt.test', deadline: Date.now() + 2_000, log: { warn: vi.fn(), error: vi.fn() } };
    const at = async (url: string) => {
      const { status, redirect, public: kept } = await render(url, options);
      return { status, redirect, public: kept };
    };
    expect(await at('/realt/catalog/sell/?bedrooms=2&utm_source=x')).toEqual({ status: 301, redirect: '/realt/catalog/sell?bedrooms=2&utm_source=x', public: true });
    expect(await at('/realt/en/Catalog/RENT')).toEqual({ status: 301, redirect: '/realt/en/catalog/rent', public: true });
    expect(await at('/realt/announcement/3-otaxiani-bina-vakeshi-102/')).toEqual({ status: 301, redirect: '/realt/announcement/3-otaxiani-bina-vakeshi-102', public: true });
    expect(await at('/realt/user/23/')).toEqual({ status: 301, redirect: '/realt/user/23', public: true });
    expect(api.calls).toEqual([]);
    // the main page answers without its slash too (§1 names it /realt)
    expect((await at('/realt')).redirect).toBeUndefined();
    expect((await at('/realt/en')).redirect).toBeUndefined();
    // a redirect to a private page goes by the visitor's chosen language: no shared cache keeps it
    expect(await at('/realt/profile')).toEqual({ status: 302, redirect: '/realt/profile/apartments/my-apartments', public: false });
    expect(await at('/realt/catalog?adType=2')).toEqual({ status: 302, redirect: '/realt/catalog/rent', public: true });
  });

  it('names the catalogues of texts a page read, which the page preloads and loads before it hydrates', async () => {
    api = await fakeApi(() => ({ status: 200, body: { result: { price_gel: 2.7, rate: 2.7 } } }));
    // a deadline no loaded machine reaches: what is tested is what the render read, not its time budget
    const page = await render('/realt/en/no-such-page', { apiUrl: api.url, publicUrl: 'https://realt.test', deadline: Date.now() + 60_000, log: { warn: vi.fn(), error: vi.fn() } });
    expect(page.status).toBe(404);
    // the header's and the footer's, and the shared one
    expect(page.texts).toEqual(expect.arrayContaining(['app', 'layout']));
  });

  it('sends a page without what the API has not answered by the deadline, and gives that call up', async () => {
    api = await fakeApi((call, gone) =>
      call.url.startsWith('/api/users/')
        ? delay(10_000, gone).then(() => ({ status: 200, body: {} }))
        : { status: 200, body: { result: { price_gel: 2.7, rate: 2.7 } } },
    );
    const log = { warn: vi.fn(), error: vi.fn() };
    // long enough for the call to reach the API on a loaded machine (the abort is checked there),
    // far shorter than its answer
    const page = await render('/realt/user/23', { apiUrl: api.url, publicUrl: 'https://realt.test', deadline: Date.now() + 2_000, log });
    // a crawler is told to come back; the browser fills the page in
    expect(page).toMatchObject({ status: 503, public: false });
    expect(log.warn).toHaveBeenCalledWith({ queries: [['get', '/api/users/{id}', { params: { path: { id: 23 } } }]] }, expect.stringMatching(/time budget/));
    await expect.poll(() => api?.calls.find((call) => call.url === '/api/users/23')?.aborted).toBe(true);
    // nothing of the call lands in the state the browser hydrates from
    expect(page.state).not.toContain('/api/users/{id}');
  });

  it('lists a private route’s early calls, the user’s and its screen’s first query, as the browser’s client sends them, without sending one', async () => {
    api = await fakeApi((call) => ({ status: 200, body: call.url === '/api/convert-price' ? { result: { price_gel: 2.7, rate: 2.7 } } : {} }));
    const log = { warn: vi.fn(), error: vi.fn() };
    const page = await render('/realt/en/profile/apartments/my-apartments?status=2', { apiUrl: api.url, publicUrl: 'https://realt.test', deadline: Date.now() + 1000, log });
    expect(JSON.parse(page.early ?? '')).toEqual([
      { method: 'GET', url: '/api/get-authenticated-user', headers: { 'x-requested-with': 'XMLHttpRequest' }, body: null },
      // at its bare address alone: this address's query names a status of its own
      { method: 'POST', url: '/client-api/announcements', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: '{"locale":"ru","page":1}', reads: ['status', 'page'] },
    ]);
    const edit = await render('/realt/profile/advertisement/edit-advertisement/102', { apiUrl: api.url, publicUrl: 'https://realt.test', deadline: Date.now() + 1000, log });
    expect(JSON.parse(edit.early ?? '').map((call: { url: string }) => call.url)).toEqual(['/api/get-authenticated-user', '/client-api/announcements/102/ge']);
    // the moderators' queue: its first page, as the queue asks for it at its bare address (the
    // address's query names another status or page), the page being one for every query
    const queue = await render('/realt/admin/advertisements?status=3&page=2', { apiUrl: api.url, publicUrl: 'https://realt.test', deadline: Date.now() + 1000, log });
    expect(JSON.parse(queue.early ?? '').map((call: { url: string; reads?: string[] }) => [call.url, call.reads])).toEqual([
      ['/api/get-authenticated-user', undefined],
      ['/admin-api/announcements?status=1&page=1', ['status', 'page', 'price_flag', 'sort']],
    ]);
    expect(api.calls).toEqual([]);
    // a public page's calls are the server's own: it names none
    expect((await render('/realt/user/23', { apiUrl: api.url, publicUrl: 'https://realt.test', deadline: Date.now() + 1000, log })).early).toBeUndefined();
  });

  it('writes nothing of the address’s own query into a page: it is the page its key names, byte for byte', async () => {
    api = await fakeApi((call) => (call.url === '/api/convert-price' ? { status: 200, body: { result: { price_gel: 2.7, rate: 2.7 } } } : { status: 500, body: {} }));
    const log = { warn: vi.fn(), error: vi.fn() };
    const options = () => ({ apiUrl: api?.url ?? '', publicUrl: 'https://realt.test', deadline: Date.now() + 1000, log });
    const poison = `utm_source=poison&x=${'p'.repeat(2000)}`;
    const addresses: Array<[string, string]> = [
      [`/realt/en/catalog/sell?bedrooms=3,2&${poison}&flatObjects=1`, '/realt/en/catalog/sell?flatObjects=1&bedrooms=2,3'],
      [`/realt/ru/?${poison}`, '/realt/ru/'],
      [`/realt/no-such-page?${poison}`, '/realt/no-such-page'],
      [`/realt/en/auth/social-auth?token=secret&${poison}`, '/realt/en/auth/social-auth'],
    ];
    for (const [asked, keyed] of addresses) {
      expect(pageKey(asked)).toBe(keyed);
      const [page, same] = [await render(asked, options()), await render(keyed, options())];
      // (the page state's times aside: the day's rate may be asked for again between two renders)
      const text = (one: typeof page) => `${one.head}${Buffer.from(one.body ?? []).toString()}${one.state?.replace(/"(at|dataUpdatedAt)":\d+/g, '')}${one.early ?? ''}`;
      expect(text(page)).not.toMatch(/poison|secret|ppp/);
      expect(text(page)).toBe(text(same));
      expect(page.version).toBe(same.version);
    }
  });

  it('names every query parameter a private route’s first calls read: an address naming none asks for its bare address’s calls, one naming any for others', async () => {
    const callsAt = async (route: ScreenRoute, search: string) => {
      const calls: string[] = [];
      const client = createQueryClient();
      const [, ...own] = bootQueries(route, {}, search, true);
      await withApiContext({ record: (call) => calls.push(`${call.method} ${call.url} ${call.body}`) }, () => Promise.all(own.map((job) => job(client))));
      return calls;
    };
    // each parameter at a value other than its default
    const other: Record<string, string> = { status: '3', page: '2', price_flag: 'far_below_median', sort: 'median_gap' };
    const reading = flatRoutes().flatMap((route) => ('screen' in route && route.queriesReadQuery ? [{ route, reads: route.queriesReadQuery }] : []));
    expect(reading.map(({ route }) => route.at.path)).toEqual(['/profile/apartments/my-apartments', '/admin/advertisements']);
    for (const { route, reads } of reading) {
      const bare = await callsAt(route, '');
      expect(bare, route.at.path).toHaveLength(1);
      // a bank's return (the purchase it names asked for besides), a campaign's tag, the listing open in the queue's panel
      expect(await callsAt(route, '?succes=true&listing=101&tariffs=vip-7&utm_source=mail'), route.at.path).toEqual(expect.arrayContaining(bare));
      for (const name of reads) expect(await callsAt(route, `?${name}=${other[name]}`), `${route.at.path} ${name}`).not.toEqual(expect.arrayContaining(bare));
    }
  });

  it('sends a social sign-in’s return without early calls and with no Referer: its address holds a token', async () => {
    api = await fakeApi(() => ({ status: 200, body: {} }));
    const log = { warn: vi.fn(), error: vi.fn() };
    const page = await render('/realt/en/auth/social-auth?token=secret&state=s', { apiUrl: api.url, publicUrl: 'https://realt.test', deadline: Date.now() + 1000, log });
    expect(page).toMatchObject({ status: 200, public: false, noReferrer: true });
    expect(page.early).toBeUndefined();
    const login = await render('/realt/en/auth/login', { apiUrl: api.url, publicUrl: 'https://realt.test', deadline: Date.now() + 1000, log });
    expect(login.noReferrer).toBeUndefined();
    expect(JSON.parse(login.early ?? '[]')).not.toEqual([]);
  });

  it('asks for the day’s rate once for the renders of a while, and on its own for a test that steers its call', async () => {
    api = await fakeApi((call) => (call.url === '/api/convert-price' ? { status: 200, body: { result: { price_gel: 2.7, rate: 2.7 } } } : { status: 500, body: {} }));
    const log = { warn: vi.fn(), error: vi.fn() };
    const options = { apiUrl: api.url, publicUrl: 'https://realt.test', log };
    const rateCalls = () => api?.calls.filter((call) => call.url === '/api/convert-price') ?? [];
    const pages = await Promise.all(['/realt/user/23', '/realt/user/24'].map((url) => render(url, { ...options, deadline: Date.now() + 2_000 })));
    await render('/realt/user/25', { ...options, deadline: Date.now() + 2_000 });
    expect(rateCalls()).toHaveLength(1);
    for (const page of pages) expect(page.state).toContain('"rate":2.7');
    const prefer = (path: string) => (path === '/api/convert-price' ? 'example=other' : undefined);
    await render('/realt/user/26', { ...options, deadline: Date.now() + 2_000, prefer });
    expect(rateCalls().map((call) => call.headers['prefer'])).toEqual([undefined, 'example=other']);
  });
});
