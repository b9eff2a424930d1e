// The pages as a shared cache and a crawler read them: headers, validators, statuses, and a
// server that sheds load instead of queueing it; the app built around a stand-in server entry.
import net, { type AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../src/server/app';
import { readConfig } from '../../../src/server/config';
import { compileTemplate } from '../../../src/server/page';
import type { RenderedPage } from '../../../src/server/render';
import type { ServerEntry } from '../../../src/server/pages';
import { folderWith } from '../folder';
import { fakeApi } from './fake-api';

const TEMPLATE = compileTemplate(
  '<!doctype html><html lang="ka"><head><script type="module">start()</script><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
);

const publicPage = (head: string, more: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  lang: 'ka',
  head,
  body: Buffer.from('<main>page</main>'),
  state: '{}',
  screen: null,
  texts: [],
  public: true,
  tags: ['realt', 'listing-102', 'catalogue-sale'],
  version: Buffer.from(head).toString('base64url'),
  ...more,
});

interface Stand {
  renders: string[];
  /** the most renders that ran at once */
  most: number;
  release: () => void;
  /**
   * Resolves once the `nth` request for `url` has looked its page up: by then it renders, joined
   * a render, or waits for its turn (the server goes on from the look-up to its turn at once).
   */
  arrived: (url: string, nth?: number) => Promise<void>;
}

/** `files`: the built client's, by path under its folder. */
async function app(env: Record<string, string> = {}, page: (url: string) => RenderedPage = (url) => publicPage(`<title>${url}</title>`), files: Record<string, Buffer> = {}) {
  const asked: string[] = [];
  const waiting = new Set<() => void>();
  const stand: Stand = {
    renders: [],
    most: 0,
    release: () => undefined,
    arrived: (url, nth = 1) =>
      new Promise((resolve) => {
        const check = () => {
          if (asked.filter((one) => one === url).length < nth) return;
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
      }),
  };
  let gate: Promise<void> = Promise.resolve();
  if (env.HOLD) gate = new Promise((resolve) => (stand.release = resolve));
  let running = 0;
  const entry: ServerEntry = {
    render: async (url) => {
      stand.renders.push(url);
      running += 1;
      stand.most = Math.max(stand.most, running);
      try {
        // HOLD_ONLY: only the renders of addresses containing it wait for the release
        if (!env.HOLD_ONLY || url.includes(env.HOLD_ONLY)) await gate;
        return page(url);
      } finally {
        running -= 1;
      }
    },
    // a stand-in for the catalogue's normalisation: the path alone; the profile, in any language, is private
    pageKey: (url) => {
      asked.push(url);
      for (const check of [...waiting]) check();
      return url.split('?')[0] ?? url;
    },
    isPrivate: (url) => /^\/realt(\/en|\/ru)?\/profile/.test(url),
  };
  const logs: Array<Record<string, unknown>> = [];
  const instance = await createApp({
    config: readConfig({ LOG_LEVEL: 'silent', ...env }),
    clientDir: await folderWith(files, 'realt-client-'),
    template: async () => TEMPLATE,
    entry: async () => entry,
    logStream: { write: (line) => logs.push(JSON.parse(line)) },
  });
  opened.push(instance);
  return { instance, stand, logs };
}

/** Holds the event loop 30 ms at a time for `ms`, so that every sample of its delay lags. */
async function lagFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const end = Date.now() + 30;
    while (Date.now() < end);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const opened: Array<Awaited<ReturnType<typeof createApp>>> = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((instance) => instance.close()));
});

describe('a public page', () => {
  it('is sent for any shared cache to keep: s-maxage, stale-while-revalidate, a validator and cache tags', async () => {
    const { instance } = await app({ CACHE_S_MAXAGE: '120', CACHE_STALE_WHILE_REVALIDATE: '900' });
    const response = await instance.inject('/realt/announcement/x-102');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=120, stale-while-revalidate=900, stale-if-error=86400');
    expect(response.headers.etag).toBe(`"${Buffer.from('<title>/realt/announcement/x-102</title>').toString('base64url')}"`);
    expect(response.headers['last-modified']).toMatch(/GMT$/);
    expect(response.headers['cache-tag']).toBe('realt,listing-102,catalogue-sale');
    expect(response.headers['surrogate-key']).toBe('realt listing-102 catalogue-sale');
  });

  it('varies by the Prefer headers only where they reach the API (a test’s mock scenario), so no shared cache keeps one scenario’s page for another', async () => {
    const plain = await (await app()).instance.inject('/realt/');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const forwarding = await (await app({ SSR_FORWARD_PREFER: '1' })).instance.inject('/realt/');
    expect(forwarding.headers.vary).toBe('Accept-Encoding, Prefer, X-Api-Prefer');
  });

  it('holds no per-response secret: the same bytes and policy for everyone, scripts allowed by hash', async () => {
    const { instance } = await app({ SSR_CACHE_MS: '0' });
    const [first, second] = [await instance.inject('/realt/'), await instance.inject('/realt/')];
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(first.headers['content-security-policy']).toContain(`script-src ${TEMPLATE.scriptHashes[0]} 'strict-dynamic'`);
    expect(first.body).not.toMatch(/nonce/);
  });

  it('answers a revalidation with 304 and no body', async () => {
    const { instance } = await app();
    const { headers } = await instance.inject('/realt/');
    const again = await instance.inject({ url: '/realt/', headers: { 'if-none-match': String(headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const since = await instance.inject({ url: '/realt/', headers: { 'if-modified-since': String(headers['last-modified']) } });
    expect(since.statusCode).toBe(304);
    const changed = await instance.inject({ url: '/realt/', headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('is rendered once for the addresses of one page: unknown parameters neither bypass nor grow the cache', async () => {
    const { instance, stand } = await app();
    await Promise.all([1, 2, 3].map((x) => instance.inject(`/realt/catalog/sell?x=${x}`)));
    expect(stand.renders).toHaveLength(1);
  });

  it('says in Server-Timing whether the answer cost a render or was a page kept for another', async () => {
    const { instance, stand } = await app({ HOLD: '1' });
    const asked = [1, 2].map((x) => instance.inject(`/realt/catalog/sell?x=${x}`));
    await vi.waitFor(() => expect(stand.renders).toHaveLength(1));
    stand.release();
    const timings = (await Promise.all(asked)).map((response) => response.headers['server-timing']);
    expect(timings[0]).toMatch(/^render;dur=\d+\.\d$/);
    expect(timings[1]).toBe('cache;desc=hit');
    expect((await instance.inject('/realt/catalog/sell')).headers['server-timing']).toBe('cache;desc=hit');
    const uncached = await app({ SSR_CACHE_MS: '0' });
    for (const response of [await uncached.instance.inject('/realt/'), await uncached.instance.inject('/realt/profile')]) {
      expect(response.headers['server-timing']).toMatch(/^render;dur=/);
    }
  });

  it('carries the page’s text as it is: `$` patterns rewrite nothing', async () => {
    const head = "<title>ბინა 85000$ ვაკეში $& $` $' $$</title>";
    const { instance } = await app({}, () => publicPage(head, { body: Buffer.from("<h1>$'$`$&</h1>"), state: '{"t":"$\'"}' }));
    const { body } = await instance.inject('/realt/announcement/x-102');
    expect(body).toContain(head);
    expect(body).toContain("<h1>$'$`$&</h1>");
    expect(body).toContain('<script type="application/json" id="realt-state">{"t":"$\'"}</script>');
    expect(body.match(/<div id="root">/g)).toHaveLength(1);
    expect(body.match(/<script type="module">/g)).toHaveLength(1);
  });

  it('sent without some of its data is not for a shared cache', async () => {
    const { instance } = await app({}, () => publicPage('<title>t</title>', { public: false }));
    expect((await instance.inject('/realt/')).headers['cache-control']).toBe('no-store');
  });

  it('without a version to validate it by is not for a shared cache either', async () => {
    const { instance } = await app({}, () => publicPage('<title>t</title>', { version: undefined }));
    const response = await instance.inject('/realt/');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('a private page and a malformed address', () => {
  // a private route's skeleton, as the server entry gives it: the same for everyone, for no shared cache
  const skeleton = () => publicPage('<title>t</title>', { body: Buffer.from('<main aria-busy="true"></main>'), public: false, tags: [] });

  it('sends a private route’s skeleton no-store, without validators or tags, at any address, rendered once', async () => {
    const { instance, stand } = await app({}, skeleton);
    for (const url of ['/realt/profile/my-wallet', '/realt/en/profile/my-wallet', '/realt/en/profile/my-wallet?token=abc&state=x']) {
      const response = await instance.inject({ url, headers: { cookie: 'realt_lang=ru' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: url.startsWith('/realt/en') ? 200 : 302 });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['cache-tag']).toBeUndefined();
    }
    // the stand-in keys by the path: the query makes no other render
    expect(stand.renders).toEqual(['/realt/en/profile/my-wallet']);
  });

  it('redirects a route that leads elsewhere straight to the page in the language the visitor chose', async () => {
    const { instance } = await app({}, (url) =>
      url === '/realt/payment/success' ? publicPage('', { status: 302, redirect: '/realt/profile/apartments/my-apartments', public: false, tags: [] }) : publicPage('<title>t</title>'),
    );
    // the card processor's return, say, which leads to the listings
    const chosen = await instance.inject({ url: '/realt/payment/success', headers: { cookie: 'realt_lang=ru' } });
    expect({ status: chosen.statusCode, location: chosen.headers.location, cache: chosen.headers['cache-control'] }).toEqual({
      status: 302,
      location: '/realt/ru/profile/apartments/my-apartments',
      cache: 'no-store',
    });
    expect((await instance.inject('/realt/payment/success')).headers.location).toBe('/realt/profile/apartments/my-apartments');
  });

  it('lets a shared cache keep a public page’s redirect as it keeps the page, and no browser keep it for good', async () => {
    const { instance } = await app({}, (url) =>
      url === '/realt/catalog/sell/' ? publicPage('', { status: 301, redirect: '/realt/catalog/sell', tags: ['realt'] }) : publicPage('<title>t</title>'),
    );
    const moved = await instance.inject('/realt/catalog/sell/');
    expect({ status: moved.statusCode, location: moved.headers.location, cache: moved.headers['cache-control'] }).toEqual({
      status: 301,
      location: '/realt/catalog/sell',
      cache: expect.stringMatching(/^public, max-age=0, s-maxage=\d+/),
    });
    // purged with every page
    expect(moved.headers['surrogate-key']).toBe('realt');
    expect(moved.headers['cache-tag']).toBe('realt');
  });

  it('sends a page whose address holds a secret with Referrer-Policy: no-referrer, others with the site’s policy', async () => {
    const { instance } = await app({}, (url) => publicPage('<title>t</title>', { public: false, tags: [], ...(url.includes('social-auth') ? { noReferrer: true } : {}) }));
    expect((await instance.inject('/realt/auth/social-auth?token=t')).headers['referrer-policy']).toBe('no-referrer');
    expect((await instance.inject('/realt/auth/login')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers an address that cannot be decoded with the not-found page and 400, never JSON', async () => {
    const { instance, stand } = await app();
    const response = await instance.inject('/realt/announcement/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(stand.renders).toEqual(['/realt/404']);
  });

  it('answers a request target no URL can be made of (a host part in the path) with that page and 400, not a 500', async () => {
    const { instance, stand } = await app();
    for (const url of ['//[', '//:99999/realt/', '//ex^ample/realt/']) {
      const response = await instance.inject(url);
      expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({ url, status: 400, type: 'text/html; charset=utf-8' });
    }
    expect(stand.renders).toEqual(['/realt/404']);
  });

  it('answers a malformed address in the language the address names', async () => {
    const { instance, stand } = await app();
    for (const url of ['/realt/en/announcement/%E0%A4%A', '/realt/ru/user/%E0%A4%A?x=1', '/realt/en%E0/x']) {
      expect((await instance.inject(url)).statusCode).toBe(400);
    }
    expect(stand.renders).toEqual(['/realt/en/404', '/realt/ru/404', '/realt/404']);
  });
});

describe('a page in a language', () => {
  const privateShell = () => publicPage('<title>t</title>', { body: Buffer.from('<main aria-busy="true"></main>'), public: false, tags: [] });

  it('sends a private page’s Georgian address to the language the visitor chose, kept by no cache', async () => {
    const { instance, stand } = await app({}, privateShell);
    const response = await instance.inject({ url: '/realt/profile/my-wallet?tab=2', headers: { cookie: 'theme=dark; realt_lang=en' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/realt/en/profile/my-wallet?tab=2');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(stand.renders).toEqual([]);
    const russian = await instance.inject({ url: '/realt/profile/apartments/my-apartments', headers: { cookie: 'realt_lang=ru' } });
    expect(russian.statusCode).toBe(302);
    expect(russian.headers.location).toBe('/realt/ru/profile/apartments/my-apartments');
  });

  it('renders a private page where no other language was chosen, or at an address that names one', async () => {
    const { instance, stand } = await app({}, privateShell);
    for (const request of [
      { url: '/realt/profile/my-wallet' },
      { url: '/realt/profile/my-wallet', headers: { cookie: 'realt_lang=ka' } },
      { url: '/realt/profile/my-wallet', headers: { cookie: 'realt_lang=de' } },
      { url: '/realt/profile/my-wallet', headers: { cookie: 'other_realt_lang=en' } },
      { url: '/realt/en/profile/my-wallet', headers: { cookie: 'realt_lang=ru' } },
    ]) {
      const response = await instance.inject(request);
      expect({ request, status: response.statusCode }).toEqual({ request, status: 200 });
      expect(response.headers.location).toBeUndefined();
    }
    // the same address renders once: the page is no visitor's
    expect(stand.renders).toEqual(['/realt/profile/my-wallet', '/realt/en/profile/my-wallet']);
  });

  it('never sends a public page elsewhere: crawlers and shared caches get what the address says', async () => {
    const { instance, stand } = await app();
    for (const url of ['/realt/', '/realt/catalog/sell?bedrooms=2', '/realt/announcement/x-102']) {
      const response = await instance.inject({ url, headers: { cookie: 'realt_lang=en' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['cache-control']).toContain('public');
    }
    expect(stand.renders).toEqual(['/realt/', '/realt/catalog/sell?bedrooms=2', '/realt/announcement/x-102']);
  });

  it('writes the page’s language and the catalogues it read into the document', async () => {
    const { instance } = await app({}, (url) => publicPage(`<title>${url}</title>`, { lang: 'en', texts: ['app', 'catalog'] }));
    const { body } = await instance.inject('/realt/en/catalog/sell');
    expect(body).toMatch(/^<!doctype html><html lang="en"><head>/);
    // the dev template names no built chunks
    expect(body).toContain('<script type="application/json" id="realt-texts">{"ids":["app","catalog"],"files":[]}</script><script type="application/json" id="realt-state">');
  });

  it('sends the client shell in the address’s language when the render fails', async () => {
    const { instance } = await app({}, () => {
      throw new Error('render failed');
    });
    const english = await instance.inject('/realt/en/catalog/sell');
    // the browser renders it; a crawler is told to come back for the page itself
    expect(english.statusCode).toBe(503);
    expect(english.headers).toMatchObject({ 'retry-after': '5', 'cache-control': 'no-store' });
    expect(english.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(english.body).not.toContain('realt-texts');
    expect((await instance.inject('/realt/catalog/sell')).body).toMatch(/^<!doctype html><html lang="ka">/);
  });
});

describe('compression', () => {
  it('compresses a kept page once per encoding the asker takes, brotli first, and sends it plain to one who takes none', async () => {
    const { instance } = await app();
    const br = await instance.inject({ url: '/realt/a', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    const html = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(html).toContain('<title>/realt/a</title>');
    expect((await instance.inject({ url: '/realt/a', headers: { 'accept-encoding': 'br' } })).rawPayload.equals(br.rawPayload)).toBe(true);
    // each encoding has a validator of its own, and a revalidation names it
    expect(br.headers['etag']).toMatch(/-br"$/);
    const again = await instance.inject({ url: '/realt/a', headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers['etag']) } });
    expect(again.statusCode).toBe(304);
    const gzip = await instance.inject({ url: '/realt/a', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(html);
    expect(gzip.headers['etag']).toMatch(/-gzip"$/);
    const plain = await instance.inject({ url: '/realt/a', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    expect(plain.headers['etag']).not.toBe(br.headers['etag']);
  });

  it('reads `*` and x-gzip as gzip, and never sends a body compressed twice or under the plain page’s validator', async () => {
    const { instance } = await app();
    const plain = await instance.inject({ url: '/realt/a', headers: { 'accept-encoding': 'identity' } });
    for (const asked of ['*', 'x-gzip', 'gzip;q=0, br;q=0, *']) {
      const answer = await instance.inject({ url: '/realt/a', headers: { 'accept-encoding': asked } });
      expect(answer.headers['content-encoding'], asked).toBe('gzip');
      expect(gunzipSync(answer.rawPayload).toString('utf8'), asked).toBe(plain.body);
      expect(answer.headers['etag'], asked).toBe(`${String(plain.headers['etag']).slice(0, -1)}-gzip"`);
      expect(answer.headers['vary'], asked).toBe('Accept-Encoding');
    }
    for (const asked of ['gzip;q=0, br;q=0', 'deflate']) {
      const answer = await instance.inject({ url: '/realt/a', headers: { 'accept-encoding': asked } });
      expect(answer.headers['content-encoding'], asked).toBeUndefined();
      expect(answer.body, asked).toBe(plain.body);
      expect(answer.headers['etag'], asked).toBe(plain.headers['etag']);
    }
  });
});

describe('a built file', () => {
  it('goes as the build compressed it to whoever takes that encoding, compressed by no response, and as it is to who takes none', async () => {
    const script = Buffer.from('export const districts = ["Vake", "Saburtalo"];\n'.repeat(100));
    const [br, gz] = [brotliCompressSync(script), gzipSync(script)];
    const { instance } = await app({}, undefined, { 'assets/app-1.js': script, 'assets/app-1.js.br': br, 'assets/app-1.js.gz': gz });
    const brotli = await instance.inject({ url: '/realt/assets/app-1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(br)).toBe(true);
    expect(brotli.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(brotli.headers['vary']).toLowerCase()).toBe('accept-encoding');
    const gzip = await instance.inject({ url: '/realt/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gz)).toBe(true);
    const plain = await instance.inject({ url: '/realt/assets/app-1.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
    const head = await instance.inject({ method: 'HEAD', url: '/realt/assets/app-1.js', headers: { 'accept-encoding': 'br' } });
    expect(head.headers['content-length']).toBe(String(br.length));
    expect(head.body).toBe('');
    // a copy is its file's encoding, at no address of its own: the address is a page's (here the stand-in's)
    expect((await instance.inject('/realt/assets/app-1.js.br')).headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('compression when the worker is idle', () => {
  it('spends a moment with no other render on a smaller page, and the renders waiting under load on a quicker one', async () => {
    // a page of varied text (a compressor finds as much in it as in a real one)
    const words = Array.from({ length: 6000 }, (_, index) => `<span class="c${index % 37}">${(index * 7919).toString(36)}</span>`).join('');
    const big = () => publicPage('<title>big</title>', { body: Buffer.from(`<main>${words}</main>`) });
    const quiet = await app({}, big);
    const alone = await quiet.instance.inject({ url: '/realt/a', headers: { 'accept-encoding': 'br' } });
    const { instance, stand } = await app({ HOLD: '1', HOLD_ONLY: 'held' }, big);
    const held = instance.inject('/realt/held');
    await vi.waitFor(() => expect(stand.renders).toEqual(['/realt/held']));
    // compressed while the other render still runs
    const loaded = await instance.inject({ url: '/realt/a', headers: { 'accept-encoding': 'br' } });
    stand.release();
    await held;
    expect(brotliDecompressSync(loaded.rawPayload).equals(brotliDecompressSync(alone.rawPayload))).toBe(true);
    expect(alone.rawPayload.length).toBeLessThan(loaded.rawPayload.length * 0.95);
  });
});

describe('under load', () => {
  it('runs MAX_RENDERS renders at once and the next in order of arrival, a page being rendered joined without a turn', async () => {
    const { instance, stand } = await app({ MAX_RENDERS: '1', MAX_RENDER_WAIT_MS: '5000', HOLD: '1' });
    const first = instance.inject('/realt/a');
    const second = instance.inject('/realt/b');
    const third = instance.inject('/realt/c');
    // all three have asked for their pages: the first renders, the others wait for its turn
    await stand.arrived('/realt/c');
    await vi.waitFor(() => expect(stand.renders).toEqual(['/realt/a']));
    // asked for while it renders
    const joined = instance.inject('/realt/a');
    await stand.arrived('/realt/a', 2);
    stand.release();
    expect((await Promise.all([first, second, third, joined])).map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(stand.renders).toEqual(['/realt/a', '/realt/b', '/realt/c']);
    // one at a time, whenever the others arrived
    expect(stand.most).toBe(1);
  });

  it('answers 503 with Retry-After a request that found no turn within MAX_RENDER_WAIT_MS, and still serves what it has', async () => {
    const { instance, stand } = await app({ MAX_RENDERS: '2', MAX_RENDER_WAIT_MS: '50', HOLD: '1' });
    const held = [instance.inject('/realt/a'), instance.inject('/realt/b')];
    await vi.waitFor(() => expect(stand.renders).toEqual(['/realt/a', '/realt/b']));
    /** The answer to a request that finds both turns taken, once MAX_RENDER_WAIT_MS have passed on a clock the test moves. */
    const answerAfterTheWait = async (url: string, headers: Record<string, string> = {}) => {
      let answer: Awaited<ReturnType<typeof instance.inject>> | undefined;
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        void instance.inject({ url, headers }).then((response) => (answer = response));
        await stand.arrived(url);
        await vi.advanceTimersByTimeAsync(50);
      } finally {
        // a wait the server set itself longer than that never ends now: no answer comes
        vi.useRealTimers();
      }
      await vi.waitFor(() => expect(answer).toBeDefined());
      return answer!;
    };
    const shed = await answerAfterTheWait('/realt/c');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.headers['cache-control']).toBe('no-store');
    expect(shed.headers['content-type']).toMatch(/^text\/plain/);
    // a browser's visitor gets a page in the three languages that asks again by itself when Retry-After says
    const browser = await answerAfterTheWait('/realt/d', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(browser.statusCode).toBe(503);
    expect(browser.headers['content-type']).toMatch(/^text\/html/);
    expect(browser.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(browser.body).toMatch(/<html lang="ka">[\s\S]*<p lang="en">Realt is busy[\s\S]*<p lang="ru">Realt перегружен/);
    // a page being rendered is waited for rather than refused
    const joined = instance.inject('/realt/a');
    await stand.arrived('/realt/a', 2);
    stand.release();
    expect((await Promise.all([...held, joined])).map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(stand.renders).toEqual(['/realt/a', '/realt/b']);
    expect(stand.most).toBe(2);
    // the refused page was not kept as refused
    expect((await instance.inject('/realt/c')).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After while the event loop lags, but not for its own start, and keeps answering the health check', async () => {
    // the clock of the warm-up is faked; under-pressure samples the loop on real timers
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const { instance } = await app({ MAX_EVENT_LOOP_DELAY_MS: '1' });
      await instance.listen({ port: 0, host: '127.0.0.1' });
      await lagFor(1_200);
      expect((await instance.inject('/realt/a')).statusCode).toBe(200);

      vi.advanceTimersByTime(5_000);
      await lagFor(1_200);
      const shed = await instance.inject('/realt/b');
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(shed.headers['cache-control']).toBe('no-store');
      expect(shed.body).toContain('Realt is busy');
      expect((await instance.inject('/healthz')).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers the health check with the worker’s process id', async () => {
    const { instance } = await app();
    expect((await instance.inject('/healthz')).json()).toEqual({ status: 'ok', pid: process.pid });
  });
});

describe('the log', () => {
  it('names a request by its path: a social sign-in’s token in the query is never written', async () => {
    const { instance, logs } = await app({ LOG_LEVEL: 'info' });
    await instance.inject('/realt/auth/social-auth?token=secret-token-1&state=s');
    await instance.inject('/realt/%E0%A4%A?token=secret-token-2');
    expect(logs.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs)).not.toMatch(/secret-token/);
    expect(logs.find((line) => line.msg === 'incoming request')).toMatchObject({ req: { method: 'GET', url: '/realt/auth/social-auth' } });
  });

  it('keeps a proxy’s request id only when it is short and plain, else makes its own', async () => {
    const { instance, logs } = await app({ LOG_LEVEL: 'info' });
    const ids = ['abc-123_x.y', 'x'.repeat(65), 'a b', 'id\u2028forged'];
    for (const id of ids) await instance.inject({ url: '/realt/', headers: { 'x-request-id': id } });
    const seen = logs.filter((line) => line.msg === 'incoming request').map((line) => String(line.reqId));
    expect(seen[0]).toBe('abc-123_x.y');
    for (const id of seen.slice(1)) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('believes X-Forwarded-For about the client only from the proxies TRUST_PROXY names', async () => {
    const addressOf = async (env: Record<string, string>) => {
      const { instance, logs } = await app({ LOG_LEVEL: 'info', ...env });
      await instance.inject({ url: '/realt/', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '6.6.6.6' } });
      return logs.find((line) => line.msg === 'incoming request')?.req;
    };
    expect(await addressOf({})).toMatchObject({ remoteAddress: '10.0.0.2' });
    expect(await addressOf({ TRUST_PROXY: '10.0.0.0/8' })).toMatchObject({ remoteAddress: '6.6.6.6' });
    expect(await addressOf({ TRUST_PROXY: '1' })).toMatchObject({ remoteAddress: '6.6.6.6' });
    expect(await addressOf({ TRUST_PROXY: '192.168.0.1' })).toMatchObject({ remoteAddress: '10.0.0.2' });
  });
});

describe('a request’s origin', () => {
  it('refuses a request with two Host headers', async () => {
    const { instance, stand } = await app();
    await instance.listen({ port: 0, host: '127.0.0.1' });
    const { port } = instance.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /realt/ HTTP/1.1\r\nHost: realt.ge\r\nHost: evil.example\r\nConnection: close\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('error', reject);
      socket.on('end', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/cache-control: no-store/i);
    expect(stand.renders).toEqual([]);
  });
});

describe('an error', () => {
  it('answers a page with another method than GET or HEAD 405, with Allow, rendering nothing', async () => {
    const { instance, stand } = await app();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
      for (const url of ['/realt/', '/realt/catalog/sell', '/realt/nowhere', '/robots.txt', '/healthz']) {
        const response = await instance.inject({ method, url });
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 405 });
        expect(response.headers.allow).toBe('GET, HEAD');
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
    expect(stand.renders).toEqual([]);
    expect((await instance.inject({ method: 'HEAD', url: '/realt/' })).statusCode).toBe(200);
  });

  it('is kept by no cache: the not-found page is no-store, without validators or cache tags', async () => {
    const { instance } = await app({}, (url) => publicPage('<title>404</title>', url.includes('nowhere') ? { status: 404, tags: ['realt'] } : {}));
    const response = await instance.inject({ url: '/realt/nowhere', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-tag']).toBeUndefined();
    // compressed once, as a page the worker keeps, and sent whole
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('of the API, passed on by the proxy, is kept by no cache whatever the API says', async () => {
    const api = await fakeApi(() => ({ status: 404, body: { message: 'Not Found' } }));
    try {
      const { instance } = await app({ API_URL: api.url });
      const response = await instance.inject('/api/announcements/x-1');
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await api.close();
    }
  });
});
