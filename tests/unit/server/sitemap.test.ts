import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { robotsTxt, sitemapFiles, sitemapPlugin, type SitemapOptions } from '../../../src/server/sitemap';
import { delay, fakeApi, type ApiAnswer, type ApiCall, type FakeApi } from './fake-api';

const site = 'https://realt.ge';

describe('sitemapFiles', () => {
  it('is one sitemap up to the limit', () => {
    const files = sitemapFiles(site, [`${site}/realt/`, `${site}/realt/catalog/sell`], 2);
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    expect(files.get('sitemap.xml')).toContain('<urlset');
    expect(files.get('sitemap.xml')).toContain(`<loc>${site}/realt/catalog/sell</loc>`);
  });

  it('becomes an index of numbered parts over the limit', () => {
    const urls = Array.from({ length: 5 }, (_, index) => `${site}/realt/announcement/flat-${index}`);
    const files = sitemapFiles(site, urls, 2);
    expect([...files.keys()].sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    expect(files.get('sitemap.xml')).toContain('<sitemapindex');
    expect(files.get('sitemap.xml')).toContain(`<loc>${site}/sitemap-3.xml</loc>`);
    expect(files.get('sitemap-3.xml')).toContain('flat-4');
  });

  it('escapes addresses for XML', () => {
    expect(sitemapFiles(site, [`${site}/realt/catalog/sell?a=1&b=2`]).get('sitemap.xml')).toContain('?a=1&amp;b=2');
  });

  it('names an address’s pages in the other languages as xhtml:link alternates, escaped', () => {
    const file = sitemapFiles(site, [
      {
        loc: `${site}/realt/en/`,
        alternates: [
          { hreflang: 'ka', href: `${site}/realt/` },
          { hreflang: 'en', href: `${site}/realt/en/` },
          { hreflang: 'x-default', href: `${site}/realt/?a=1&b=2` },
        ],
      },
    ]).get('sitemap.xml');
    expect(file).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(file).toContain(
      `<url><loc>${site}/realt/en/</loc>` +
        `<xhtml:link rel="alternate" hreflang="ka" href="${site}/realt/"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${site}/realt/en/"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/realt/?a=1&amp;b=2"/></url>`,
    );
  });

  it('gives an address its last change when known', () => {
    const file = sitemapFiles(site, [{ loc: `${site}/realt/` }, { loc: `${site}/realt/announcement/a-1`, lastmod: '2026-11-20T10:15:00.000Z' }]).get('sitemap.xml');
    expect(file).toContain(`<url><loc>${site}/realt/</loc></url>`);
    expect(file).toContain(`<url><loc>${site}/realt/announcement/a-1</loc><lastmod>2026-11-20T10:15:00.000Z</lastmod></url>`);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of profile, admin and sign-in, and names the sitemap', () => {
    const robots = robotsTxt(site);
    for (const section of ['profile', 'admin', 'auth']) expect(robots).toContain(`Disallow: /realt/${section}\n`);
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  it('lets crawlers reach every page the sitemap lists', () => {
    const disallowed = [...robotsTxt(site).matchAll(/^Disallow: (.+)$/gm)].map((line) => line[1] ?? '');
    expect(disallowed.length).toBeGreaterThan(0);
    for (const lang of ['', '/en', '/ru']) {
      for (const page of ['/', '/catalog/sell', '/catalog/rent', '/announcement/a-1', '/user/23'].map((path) => `/realt${lang}${path}`)) {
        expect(disallowed.filter((prefix) => page.startsWith(prefix)), page).toEqual([]);
      }
    }
  });

  it('keeps crawlers out of the private sections in every language, each once', () => {
    const robots = robotsTxt(site);
    for (const lang of ['en', 'ru']) {
      for (const section of ['profile', 'admin', 'auth', 'payment-success']) expect(robots).toContain(`Disallow: /realt/${lang}/${section}\n`);
    }
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((line) => line[1] ?? '');
    expect(new Set(disallowed).size).toBe(disallowed.length);
    const georgian = disallowed.filter((prefix) => !/^\/realt\/(en|ru)\//.test(prefix));
    expect(disallowed).toHaveLength(georgian.length * 3);
    for (const prefix of georgian) {
      expect(disallowed).toContain(prefix.replace('/realt/', '/realt/en/'));
      expect(disallowed).toContain(prefix.replace('/realt/', '/realt/ru/'));
    }
  });
});

const TTL = 10 * 60_000;
const RETRY = 30_000;

/** One catalogue page: `perPage` cards named after the deal, the page and a version, the first of each page posted by user 20, the others by 21, 22, ... */
function catalogPage(call: ApiCall, { lastPage = 4, perPage = 2, version = 1 } = {}): ApiAnswer {
  const deal = call.form?.get('adType') === '2' ? 'rent' : 'sale';
  const page = Number(call.form?.get('page'));
  const data = Array.from({ length: perPage }, (_, index) => ({
    slug: `${deal}-${page}-${index}-v${version}`,
    created_at: `2026-11-${10 + page}T10:15:00.000000Z`,
    user_id: 20 + index,
  }));
  return { status: 200, body: { result: { data, total: lastPage * perPage, current_page: page, last_page: lastPage, per_page: perPage } } };
}

const calls = (api: FakeApi, deal: '1' | '2') => api.calls.filter((call) => call.form?.get('adType') === deal);

let clock = 0;
const servers: Array<{ close: () => Promise<unknown> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  clock = 0;
});

/** The plugin alone in an app whose not-found handler says so, on a fake API and a clock of ours. */
async function sitemapApp(answer: Parameters<typeof fakeApi>[0], options: Partial<SitemapOptions> = {}) {
  const api = await fakeApi(answer);
  const logs: Array<{ level: number; msg: string; failures?: number }> = [];
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logs.push(JSON.parse(line)) } } });
  await app.register(sitemapPlugin({ apiUrl: api.url, publicUrl: site, now: () => clock, ...options }));
  app.setNotFoundHandler((_request, reply) => reply.code(404).send('the not-found page'));
  servers.push(api, app);
  return { api, app, logs, get: (url: string) => app.inject({ url }) };
}

describe('sitemapPlugin', () => {
  it('answers 20 concurrent requests on a cold server with one build: 2 catalogues × 4 pages', async () => {
    const { api, get } = await sitemapApp(async (call) => {
      await delay(20);
      return catalogPage(call);
    });
    const responses = await Promise.all(Array.from({ length: 20 }, () => get('/sitemap.xml')));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(responses[0]?.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(api.calls).toHaveLength(8);
    for (const deal of ['1', '2'] as const) expect(calls(api, deal).map((call) => call.form?.get('page'))).toEqual(['1', '2', '3', '4']);
    expect(api.calls[0]?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(responses[0]?.body).toContain(`<loc>${site}/realt/announcement/rent-4-1-v1</loc>`);
  });

  it('lists every page in each language, each naming all three and Georgian as x-default', async () => {
    const { get } = await sitemapApp((call) => catalogPage(call));
    const sitemap = (await get('/sitemap.xml')).body;
    // 5 pages (main, 2 catalogues, 2 market pages), 2 catalogues × 4 pages × 2 listings and their 2 advertisers, in 3 languages
    expect(sitemap.match(/<url>/g)).toHaveLength((5 + 16 + 2) * 3);
    const slug = 'rent-3-1-v1';
    const links =
      `<xhtml:link rel="alternate" hreflang="ka" href="${site}/realt/announcement/${slug}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${site}/realt/en/announcement/${slug}"/>` +
      `<xhtml:link rel="alternate" hreflang="ru" href="${site}/realt/ru/announcement/${slug}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/realt/announcement/${slug}"/>`;
    for (const lang of ['', '/en', '/ru']) {
      expect(sitemap).toContain(`<url><loc>${site}/realt${lang}/announcement/${slug}</loc><lastmod>2026-11-13T10:15:00.000Z</lastmod>${links}</url>`);
    }
    expect(sitemap).toContain(
      `<url><loc>${site}/realt/ru/</loc>` +
        `<xhtml:link rel="alternate" hreflang="ka" href="${site}/realt/"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${site}/realt/en/"/>` +
        `<xhtml:link rel="alternate" hreflang="ru" href="${site}/realt/ru/"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/realt/"/></url>`,
    );
    expect(sitemap).toContain(
      `<url><loc>${site}/realt/en/market/rent</loc>` +
        `<xhtml:link rel="alternate" hreflang="ka" href="${site}/realt/market/rent"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${site}/realt/en/market/rent"/>` +
        `<xhtml:link rel="alternate" hreflang="ru" href="${site}/realt/ru/market/rent"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/realt/market/rent"/></url>`,
    );
  });

  it('lists each advertiser’s page once in each language, with its alternates, changed when their newest listing was posted', async () => {
    const { get } = await sitemapApp((call) => catalogPage(call));
    const sitemap = (await get('/sitemap.xml')).body;
    const links = (id: number) =>
      `<xhtml:link rel="alternate" hreflang="ka" href="${site}/realt/user/${id}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${site}/realt/en/user/${id}"/>` +
      `<xhtml:link rel="alternate" hreflang="ru" href="${site}/realt/ru/user/${id}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/realt/user/${id}"/>`;
    for (const lang of ['', '/en', '/ru']) {
      for (const id of [20, 21]) {
        // their listings were posted on the 11th to the 14th: the 4th page's are the newest
        expect(sitemap).toContain(`<url><loc>${site}/realt${lang}/user/${id}</loc><lastmod>2026-11-14T10:15:00.000Z</lastmod>${links(id)}</url>`);
        expect(sitemap.split(`<loc>${site}/realt${lang}/user/${id}</loc>`)).toHaveLength(2);
      }
    }
  });

  it('serves the built sitemap without asking the API again until it is 10 minutes old', async () => {
    const { api, get } = await sitemapApp((call) => catalogPage(call));
    await get('/sitemap.xml');
    clock = TTL - 1;
    await get('/sitemap.xml');
    expect(api.calls).toHaveLength(8);
  });

  it('gives listings their creation time as lastmod, the card having no update time', async () => {
    const { get } = await sitemapApp((call) => catalogPage(call));
    const sitemap = (await get('/sitemap.xml')).body;
    // in every language, each followed by the page's alternates
    for (const lang of ['', '/en', '/ru']) {
      expect(sitemap).toContain(`<url><loc>${site}/realt${lang}/announcement/sale-2-0-v1</loc><lastmod>2026-11-12T10:15:00.000Z</lastmod><xhtml:link `);
      expect(sitemap).toContain(`<url><loc>${site}/realt${lang}/catalog/sell</loc><xhtml:link `);
    }
  });

  it('answers 503 with Retry-After after a failed page, aborts the other catalogue and asks nothing more during the back-off', async () => {
    const { api, logs, get } = await sitemapApp(async (call, gone) => {
      const page = call.form?.get('page');
      if (call.form?.get('adType') === '1' && page === '2') {
        await delay(20);
        return { status: 500, body: { message: 'Server Error' } };
      }
      // the rent catalogue's second page answers only when it is not given up on
      if (call.form?.get('adType') === '2' && page === '2') await delay(10_000, gone);
      return catalogPage(call, { lastPage: 50 });
    });

    const responses = await Promise.all(Array.from({ length: 20 }, () => get('/sitemap.xml')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(503));
    expect(responses[0]?.headers['retry-after']).toBe('30');
    expect(responses[0]?.headers['cache-control']).toBe('no-store');
    await vi.waitFor(() => expect(calls(api, '2')[1]?.aborted).toBe(true));
    expect(calls(api, '2')).toHaveLength(2);
    expect(logs.filter((line) => line.msg === 'sitemap build failed')).toMatchObject([{ level: 50, failures: 1 }]);

    const before = api.calls.length;
    clock = 20_000;
    const during = await get('/sitemap.xml');
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('10');
    expect(api.calls).toHaveLength(before);

    // the back-off over, one new build; failing again, it waits twice as long
    clock = RETRY;
    const again = await get('/sitemap.xml');
    expect(api.calls.length).toBeGreaterThan(before);
    expect(again.statusCode).toBe(503);
    expect(again.headers['retry-after']).toBe('60');
  });

  it('serves the last good sitemap while the next one builds, and after a failed rebuild', async () => {
    let version = 1;
    let fail = false;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { api, get } = await sitemapApp(async (call) => {
      if (version === 2 && call.form?.get('page') === '1') await gate;
      if (fail) return { status: 500, body: { message: 'Server Error' } };
      return catalogPage(call, { version });
    });
    expect((await get('/sitemap.xml')).body).toContain('sale-1-0-v1');

    version = 2;
    clock = TTL;
    const stale = await Promise.all([get('/sitemap.xml'), get('/sitemap.xml')]);
    expect(stale.map((response) => response.statusCode)).toEqual([200, 200]);
    for (const response of stale) expect(response.body).toContain('sale-1-0-v1');
    // one rebuild, held at the first page of each catalogue
    await vi.waitFor(() => expect(api.calls).toHaveLength(10));

    release();
    await vi.waitFor(async () => expect((await get('/sitemap.xml')).body).toContain('sale-1-0-v2'));
    expect(api.calls).toHaveLength(16);

    fail = true;
    version = 3;
    clock = 2 * TTL;
    await get('/sitemap.xml');
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(16));
    const afterFailure = await get('/sitemap.xml');
    expect(afterFailure.statusCode).toBe(200);
    expect(afterFailure.body).toContain('sale-1-0-v2');
  });

  it('serves the parts of a sitemap over the limit, and the not-found page for any other name', async () => {
    const { api, get } = await sitemapApp((call) => catalogPage(call, { lastPage: 1 }), { limit: 3 });
    // 5 pages, 4 listings and their 2 advertisers, each in 3 languages: 33 addresses, 11 parts of 3, one page's languages each
    const index = await get('/sitemap.xml');
    expect(index.body).toContain('<sitemapindex');
    expect(index.body).toContain(`<loc>${site}/sitemap-3.xml</loc>`);
    expect(index.body).toContain(`<loc>${site}/sitemap-11.xml</loc>`);
    expect(index.body).not.toContain('sitemap-12.xml');

    const part = await get('/sitemap-7.xml');
    expect(part.statusCode).toBe(200);
    expect(part.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(part.body).toContain(`<loc>${site}/realt/announcement/sale-1-1-v1</loc>`);
    expect(part.body).toContain(`<loc>${site}/realt/en/announcement/sale-1-1-v1</loc>`);
    expect(part.body).toContain(`<loc>${site}/realt/ru/announcement/sale-1-1-v1</loc>`);
    expect((await get('/sitemap-2.xml')).body).toContain(`<loc>${site}/realt/en/catalog/sell</loc>`);

    for (const url of ['/sitemap-12.xml', '/sitemap-abc', '/sitemap-1.xml.gz', '/sitemap-.xml']) {
      const missing = await get(url);
      expect({ url, status: missing.statusCode, body: missing.body }).toEqual({ url, status: 404, body: 'the not-found page' });
    }
    expect(api.calls).toHaveLength(2);
  });

  it('reads no more than maxPages pages of a catalogue, whatever last_page says', async () => {
    const { api, get } = await sitemapApp((call) => catalogPage(call, { lastPage: 100 }), { maxPages: 3 });
    expect((await get('/sitemap.xml')).statusCode).toBe(200);
    expect(api.calls).toHaveLength(6);
  });

  it('gives up a build that takes longer than buildTimeoutMs', async () => {
    const { api, get } = await sitemapApp(async (call, gone) => {
      await delay(10_000, gone);
      return catalogPage(call);
    }, { buildTimeoutMs: 50 });
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(503);
    await vi.waitFor(() => expect(api.calls.every((call) => call.aborted)).toBe(true));
  });
});
