import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../../../desktop/csp';
import { createAppHandler, mimeType, resolveInBundle, type Fetch } from '../../../desktop/protocol';
import { fakeApi, type FakeApi } from '../server/fake-api';

// a bundle folder with a secret beside it that no URL may reach
let dir: string;
let root: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'realt-protocol-'));
  root = path.join(dir, 'renderer');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'demo'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'assets', 'index-abc.css'), 'body{}');
  writeFileSync(path.join(root, 'assets', 'font.woff2'), 'wOF2');
  writeFileSync(path.join(root, 'demo', 'flat-1.svg'), '<svg/>');
  writeFileSync(path.join(dir, 'secret.txt'), 'secret');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('resolveInBundle', () => {
  it('maps /realt/... onto the bundle folder', () => {
    expect(resolveInBundle(root, '/realt/assets/index-abc.js')).toBe(path.join(root, 'assets', 'index-abc.js'));
    expect(resolveInBundle(root, '/realt/')).toBe(root);
    expect(resolveInBundle(root, '/realt')).toBe(root);
    expect(resolveInBundle(root, '/realt/admin//users')).toBe(path.join(root, 'admin', 'users'));
  });

  it('decodes percent-encoded names, Georgian ones included', () => {
    expect(resolveInBundle(root, '/realt/admin/%E1%83%95%E1%83%90%E1%83%99%E1%83%94')).toBe(path.join(root, 'admin', 'ვაკე'));
  });

  it('refuses paths outside the /realt base', () => {
    expect(resolveInBundle(root, '/')).toBeNull();
    expect(resolveInBundle(root, '/secret.txt')).toBeNull();
    expect(resolveInBundle(root, '/realty/index.html')).toBeNull();
  });

  it.each([
    '/realt/../secret.txt',
    '/realt/assets/../../secret.txt',
    '/realt/%2e%2e/secret.txt',
    '/realt/%2E%2E/%2e%2E/etc/passwd',
    '/realt/..%2fsecret.txt',
    '/realt/..%2F..%2Fsecret.txt',
    '/realt/..%5csecret.txt',
    '/realt/..\\secret.txt',
    '/realt/%2e/index.html',
    '/realt/assets%2f..%2f..%2fsecret.txt',
    '/realt/index.html%00.js',
    '/realt/C:%5cWindows%5cwin.ini',
    '/realt/index.html::$DATA',
    '/realt/%E0%A4%A',
  ])('refuses %s', (pathname) => {
    expect(resolveInBundle(root, pathname)).toBeNull();
  });
});

describe('mimeType', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['index-abc.js', 'text/javascript; charset=utf-8'],
    ['index-abc.css', 'text/css; charset=utf-8'],
    ['flat-1.svg', 'image/svg+xml'],
    ['font.woff2', 'font/woff2'],
    ['PHOTO.JPG', 'image/jpeg'],
  ])('%s is %s', (name, type) => expect(mimeType(name)).toBe(type));

  it('knows no type for route segments, even with a dot', () => {
    expect(mimeType('advertisements')).toBeNull();
    expect(mimeType('St.George')).toBeNull();
  });
});

const CSP = contentSecurityPolicy('https://api.realt.ge');
const noFetch: Fetch = () => Promise.reject(new Error('no API call expected'));
const get = (url: string, init?: RequestInit) => createAppHandler({ root, apiOrigin: 'https://api.realt.ge', csp: CSP, fetch: noFetch })(new Request(url, init));

describe('the protocol handler: the bundle', () => {
  it('serves a file with its MIME type, the CSP and nosniff', async () => {
    const response = await get('realt://app/realt/assets/index-abc.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(['/realt/admin', '/realt/admin/advertisements', '/realt/', '/realt', '/realt/demo', '/realt/admin/edit-district/3/x/St.George'])(
    'falls back to index.html for the route %s',
    async (pathname) => {
      const response = await get(`realt://app${pathname}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(CSP);
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('answers 404 for a missing asset instead of the app', async () => {
    const response = await get('realt://app/realt/assets/missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(['realt://app/secret.txt', 'realt://app/realt/%2e%2e/secret.txt', 'realt://app/realt/..%2fsecret.txt', 'realt://app/realt/..%5csecret.txt'])(
    'never serves what lies outside the bundle: %s',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret');
    },
  );

  it('serves HEAD without a body and refuses other methods on files', async () => {
    const head = await get('realt://app/realt/assets/index-abc.css', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await head.text()).toBe('');
    expect((await get('realt://app/realt/admin', { method: 'POST', body: 'x' })).status).toBe(405);
  });
});

describe('the protocol handler: API calls', () => {
  function forwarding(upstream: Response) {
    const fetch = vi.fn<Fetch>(() => Promise.resolve(upstream));
    return { fetch, handle: createAppHandler({ root, apiOrigin: 'https://staging.realt.ge', csp: CSP, fetch }) };
  }

  it.each(['/api/districts?city=1', '/client-api/announcements', '/admin-api/users?page=2'])('forwards %s to the API origin', async (pathAndQuery) => {
    const { fetch, handle } = forwarding(new Response('{"result":[]}', { status: 200, headers: { 'content-type': 'application/json' } }));
    const response = await handle(new Request(`realt://app${pathAndQuery}`, { headers: { authorization: 'Bearer 7|t' } }));
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`https://staging.realt.ge${pathAndQuery}`);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer 7|t');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: [] });
  });

  it('sends the body, keeps the API headers and drops those naming the custom origin', async () => {
    const { fetch, handle } = forwarding(new Response(null, { status: 422, statusText: 'Unprocessable', headers: { 'sl-violations': '[]', 'content-encoding': 'gzip' } }));
    const response = await handle(
      new Request('realt://app/admin-api/announcement/reject', {
        method: 'POST',
        body: JSON.stringify({ id: 3 }),
        headers: { 'content-type': 'application/json', origin: 'realt://app', referer: 'realt://app/realt/admin', 'x-requested-with': 'XMLHttpRequest' },
      }),
    );
    const [, init] = fetch.mock.calls[0]!;
    const headers = new Headers(init.headers);
    expect(init.method).toBe('POST');
    expect(new TextDecoder().decode(init.body as ArrayBuffer)).toBe('{"id":3}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers.has('origin')).toBe(false);
    expect(headers.has('referer')).toBe(false);
    expect(response.status).toBe(422);
    expect(response.headers.get('sl-violations')).toBe('[]');
    // the body arrives decoded: a stale encoding header would make the renderer decode it again
    expect(response.headers.has('content-encoding')).toBe(false);
  });

  it.each(['/storage/announcements/7/main.jpg', '/uploads/avatars/levan.png?v=2'])('forwards the API-hosted image %s', async (pathAndQuery) => {
    const { fetch, handle } = forwarding(new Response('JPEG', { status: 200, headers: { 'content-type': 'image/jpeg' } }));
    const response = await handle(new Request(`realt://app${pathAndQuery}`));
    expect(fetch).toHaveBeenCalledWith(`https://staging.realt.ge${pathAndQuery}`, expect.objectContaining({ method: 'GET' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await response.text()).toBe('JPEG');
  });

  it('marks every forwarded answer nosniff and inert as a document, over what the API sends', async () => {
    const { handle } = forwarding(
      new Response('<svg onload="alert(1)"/>', { headers: { 'content-type': 'image/svg+xml', 'content-security-policy': "default-src *", 'x-content-type-options': 'sniff' } }),
    );
    const response = await handle(new Request('realt://app/storage/evil.svg'));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const api = await forwarding(new Response('{}', { headers: { 'content-type': 'application/json' } })).handle(new Request('realt://app/api/districts'));
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('fails like a network error when the API cannot be reached', async () => {
    const fetch = vi.fn<Fetch>(() => Promise.reject(new TypeError('fetch failed')));
    const handle = createAppHandler({ root, apiOrigin: 'https://api.realt.ge', csp: CSP, fetch });
    await expect(handle(new Request('realt://app/api/districts'))).rejects.toThrow('fetch failed');
  });

  it('does not forward look-alike paths', async () => {
    const { fetch, handle } = forwarding(new Response('{}'));
    expect((await handle(new Request('realt://app/apis/x'))).status).toBe(404);
    expect((await handle(new Request('realt://app/storage'))).status).toBe(404);
    expect((await handle(new Request('realt://app/storage-x/1.jpg'))).status).toBe(404);
    expect((await handle(new Request('realt://app/realt/api/districts'))).status).toBe(200);
    expect(fetch).not.toHaveBeenCalled();
  });
});

// a real API and another origin on loopback, with Node's fetch, whose redirects behave as net.fetch's
describe('the protocol handler: redirects', () => {
  let api: FakeApi;
  let elsewhere: FakeApi;

  beforeAll(async () => {
    elsewhere = await fakeApi(() => ({ status: 200, body: { internal: 'secret' } }));
    // the API sends each call on to where its query says: `?to=elsewhere` or `?to=api`
    api = await fakeApi(({ method, url }) => {
      if (url === '/api/moved') return { status: 200, body: { result: [] } };
      const location = url.endsWith('?to=api') ? `${api.url}/api/moved` : `${elsewhere.url}/latest/meta-data`;
      return { status: method === 'GET' ? 302 : 307, body: null, headers: { location } };
    });
  });
  afterAll(async () => {
    await api.close();
    await elsewhere.close();
  });

  const handle = (request: Request) => createAppHandler({ root, apiOrigin: api.url, csp: CSP, fetch: (url, init) => fetch(url, init) })(request);

  it.each([
    ['GET', '/api/districts?to=elsewhere'],
    ['POST', '/admin-api/announcement/reject?to=elsewhere'],
    ['GET', '/storage/announcements/7/main.jpg?to=elsewhere'],
  ])('never follows a %s %s redirect to another origin: it fails like a network error', async (method, pathAndQuery) => {
    const request = new Request(`realt://app${pathAndQuery}`, {
      method,
      headers: { authorization: 'Bearer 7|t' },
      body: method === 'GET' ? undefined : '{"id":3}',
    });
    await expect(handle(request)).rejects.toThrow();
    // neither the token nor the call reaches the other origin, and its answer never reaches the renderer
    expect(elsewhere.calls).toEqual([]);
  });

  it('fails a redirect within the API alike: net.fetch can hand no redirect back to pass on', async () => {
    await expect(handle(new Request('realt://app/api/districts?to=api', { headers: { authorization: 'Bearer 7|t' } }))).rejects.toThrow();
    expect(api.calls.map(({ url }) => url)).not.toContain('/api/moved');
  });
});

describe('the Content-Security-Policy', () => {
  const directives = new Map(
    CSP.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values] as const;
    }),
  );

  it('allows scripts and styles only from the app itself', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(CSP).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('lets images and calls reach the API origin, and frames only YouTube', () => {
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.realt.ge']);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://api.realt.ge']);
    expect(directives.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });
});
