// robots.txt and the sitemap: the main page, both catalogues, both market pages, every listing the
// catalogue calls list and the page of each user who posted one, each in its three languages with
// the others as hreflang alternates. Over 50,000
// addresses the sitemap becomes an index of numbered parts.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import createClient, { type Client } from 'openapi-fetch';
import { toFormData } from '../api/form-data';
import { headersMiddleware } from '../api/middleware/headers';
import type { components, paths as apiPaths } from '../api/schema.gen';
import { absolute, paths } from '../config/paths';
import { DEFAULT_LANG, LANGS } from '../i18n/lang';
import type { ListingCard } from '../domain/listing';

/** The most addresses one sitemap file may hold (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;

/**
 * The private sections, from the routes' access column: each top-level path with a route that is
 * not for everyone (sign-in, the profile, the console, the payment returns), in every language.
 * Their pages say nothing to a search engine, the open ones among them included.
 */
const PRIVATE_SECTIONS = LANGS.flatMap((lang) => [
  ...new Set(Object.values(paths).flatMap(({ path, access }) => (access === 'public' ? [] : [absolute(`/${path.split('/')[1]}`, lang)]))),
]);

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', ...PRIVATE_SECTIONS.map((section) => `Disallow: ${section}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** One address of the sitemap, with the W3C date-time of its last change when known and the page in every language. */
export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates?: Array<{ hreflang: string; href: string }>;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const urlEntry = (url: string | SitemapUrl) => {
  const { loc, lastmod, alternates = [] } = typeof url === 'string' ? { loc: url } : url;
  const links = alternates.map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`).join('');
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${links}</url>`;
};

const urlset = (urls: ReadonlyArray<string | SitemapUrl>) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.map(urlEntry).join('\n')}\n</urlset>\n`;

const sitemapIndex = (parts: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;

/**
 * The sitemap files by name: `sitemap.xml` alone, or, over the limit, `sitemap.xml` as the index
 * of `sitemap-1.xml`, `sitemap-2.xml`, ...
 */
export function sitemapFiles(publicUrl: string, urls: ReadonlyArray<string | SitemapUrl>, limit = SITEMAP_LIMIT): Map<string, string> {
  if (urls.length <= limit) return new Map([['sitemap.xml', urlset(urls)]]);
  const files = new Map<string, string>();
  for (let start = 0, part = 1; start < urls.length; start += limit, part += 1) files.set(`sitemap-${part}.xml`, urlset(urls.slice(start, start + limit)));
  files.set('sitemap.xml', sitemapIndex([...files.keys()].map((name) => `${publicUrl}/${name}`)));
  return files;
}

type Card = Pick<ListingCard, 'slug' | 'created_at' | 'user_id'>;

// a bound on the calls one sitemap build makes per catalogue, whatever last_page says
const MAX_PAGES = 2_000;

/** The cards of every listing of one catalogue (1 sale, 2 rent), page by page. */
async function catalogCards(client: Client<apiPaths>, adType: components['schemas']['AdType'], signal: AbortSignal, maxPages: number): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 1, last = 1; page <= Math.min(last, maxPages); page += 1) {
    const { data, response } = await client.POST('/api/catalog-announcements', {
      body: { adType, page, sort: 'newest' },
      bodySerializer: toFormData,
      signal,
    });
    if (!data) throw new Error(`catalogue ${adType} page ${page} answered ${response.status}`);
    cards.push(...data.result.data);
    last = data.result.last_page;
  }
  return cards;
}

// the card has no update time, so a listing's creation is the last change the contract tells of
const lastmod = (createdAt: string) => {
  const time = Date.parse(createdAt);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

/**
 * Every public address of the site: listings and their advertisers' pages from the catalogue
 * calls (a user's page changes when one of their listings does: its newest is its last change).
 * Sale and rent are read side by side; one failing aborts the other, and `signal` aborts both.
 */
async function siteUrls(client: Client<apiPaths>, publicUrl: string, signal: AbortSignal, maxPages: number): Promise<SitemapUrl[]> {
  const siblings = new AbortController();
  const both = AbortSignal.any([signal, siblings.signal]);
  const read = (adType: components['schemas']['AdType']) =>
    catalogCards(client, adType, both, maxPages).catch((error: unknown) => {
      siblings.abort(error);
      throw error;
    });
  const [sale, rent] = await Promise.all([read(1), read(2)]);
  const cards = [...sale, ...rent];
  const listings = new Map(cards.map((card) => [card.slug, card.created_at]));
  const users = new Map<number, string>();
  for (const card of cards) {
    const newest = users.get(card.user_id);
    if (newest === undefined || Date.parse(card.created_at) > Date.parse(newest)) users.set(card.user_id, card.created_at);
  }
  const pages: Array<{ href: string; lastmod?: string | undefined }> = [
    ...[paths.mainPage.href(), paths.catalogSell.href(), paths.catalogRent.href(), paths.marketSell.href(), paths.marketRent.href()].map((href) => ({ href })),
    ...[...listings].map(([slug, createdAt]) => ({ href: paths.announcement.href(slug), lastmod: lastmod(createdAt) })),
    ...[...users].map(([id, createdAt]) => ({ href: paths.publicUser.href(id), lastmod: lastmod(createdAt) })),
  ];
  return pages.flatMap(({ href, lastmod: changed }) => {
    const alternates = [
      ...LANGS.map((lang) => ({ hreflang: lang, href: publicUrl + absolute(href, lang) })),
      { hreflang: 'x-default', href: publicUrl + absolute(href, DEFAULT_LANG) },
    ];
    return LANGS.map((lang) => ({ loc: publicUrl + absolute(href, lang), ...(changed ? { lastmod: changed } : {}), alternates }));
  });
}

export interface SitemapOptions {
  apiUrl: string;
  publicUrl: string;
  /** how long a built sitemap is fresh; after it, the next request rebuilds it in the background */
  ttlMs?: number;
  /** the back-off after a failed build: doubled with each failure in a row, up to `ttlMs` */
  retryMs?: number;
  /** the catalogue pages one build reads per catalogue */
  maxPages?: number;
  /** the longest one build may take, all its calls included */
  buildTimeoutMs?: number;
  /** addresses per sitemap file */
  limit?: number;
  /** the clock of the freshness and the back-off */
  now?: () => number;
}

/**
 * `GET /sitemap.xml` and its parts `GET /sitemap-N.xml`, built from every catalogue page: once in a
 * while, not per crawler visit. One build runs at a time, and concurrent requests share it; the last
 * good sitemap is served while the next one builds; a failed build is not retried before its
 * back-off ends (30 s, doubled with each failure in a row, at most the 10-minute freshness), and
 * requests meanwhile get the last good sitemap, or 503 with Retry-After when there is none.
 */
export function sitemapPlugin({
  apiUrl,
  publicUrl,
  ttlMs = 10 * 60_000,
  retryMs = 30_000,
  maxPages = MAX_PAGES,
  // 2,000 pages in a row at 150 ms each
  buildTimeoutMs = 5 * 60_000,
  limit = SITEMAP_LIMIT,
  now = Date.now,
}: SitemapOptions): FastifyPluginAsync {
  return async (app) => {
    // a client of its own: the app's carries the browser's middleware
    const client = createClient<apiPaths>({ baseUrl: apiUrl });
    client.use(headersMiddleware);
    let built: { files: Map<string, string>; at: number } | undefined;
    let building: Promise<void> | undefined;
    let failures = 0;
    let retryAt = 0;

    // never rejects: a failure is remembered for the back-off and logged once, not per request
    async function build() {
      const started = now();
      try {
        const urls = await siteUrls(client, publicUrl, AbortSignal.timeout(buildTimeoutMs), maxPages);
        built = { files: sitemapFiles(publicUrl, urls, limit), at: now() };
        failures = 0;
      } catch (err) {
        failures += 1;
        const backoffMs = Math.min(retryMs * 2 ** (failures - 1), ttlMs);
        retryAt = now() + backoffMs;
        app.log.error({ err, apiUrl, failures, tookMs: now() - started, backoffMs }, 'sitemap build failed');
      }
    }

    async function files(): Promise<Map<string, string> | undefined> {
      const time = now();
      if ((!built || time - built.at >= ttlMs) && time >= retryAt && !building) {
        building = build().finally(() => {
          building = undefined;
        });
      }
      if (!built) await building;
      return built?.files;
    }

    async function send(name: string, reply: FastifyReply) {
      const sitemap = await files();
      if (!sitemap) {
        const seconds = Math.max(1, Math.ceil((retryAt - now()) / 1000));
        return reply.code(503).header('Retry-After', String(seconds)).header('Cache-Control', 'no-store').send({ message: 'the sitemap cannot be built now' });
      }
      const file = sitemap.get(name);
      if (!file) return reply.callNotFound();
      // the same for everyone: a shared cache keeps it as long as this process does
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', `public, max-age=0, s-maxage=${Math.round(ttlMs / 1000)}`).send(file);
    }

    app.get('/sitemap.xml', (_request, reply) => send('sitemap.xml', reply));
    app.get<{ Params: { part: string } }>(
      '/sitemap-:part',
      { schema: { params: { type: 'object', properties: { part: { type: 'string', pattern: '^\\d+\\.xml$' } }, required: ['part'] } }, attachValidation: true },
      async (request, reply) => (request.validationError ? reply.callNotFound() : send(`sitemap-${request.params.part}`, reply)),
    );
  };
}
