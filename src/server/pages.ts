// The site's pages: rendered by the server entry, kept for a moment in this process, and sent
// with what a shared cache (CDN, reverse proxy) needs to keep them: no per-response secret,
// Cache-Control with s-maxage, a validator (ETag, Last-Modified) and cache tags to purge by.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { absolute, localPath } from '../config/paths';
import { BUSY_TEXT, busyPage } from '../i18n/server';
import { DEFAULT_LANG, chosenLang } from '../i18n/lang';
import { admission, refusalLog } from './admission';
import type { ServerConfig } from './config';
import { pageHtml, type Template } from './page';
import { clientShellPage, type Render, type RenderedPage } from './render';
import { preferFor } from './prefer';
import { loggedPath } from './log';
import { renderCache } from './render-cache';
import { strictPolicy, styleAttributeHashes } from './security';

/** What the server entry (src/entry-server.tsx) gives the server. */
export interface ServerEntry {
  render: Render;
  /** The page an address shows: its route and the parameters the render reads, normalised. */
  pageKey: (url: string) => string;
  /** Whether the address is a private route's, whose page is its skeleton (the session is the browser's). */
  isPrivate: (url: string) => boolean;
}

export interface PagesOptions {
  config: ServerConfig;
  apiOrigin: string;
  /** the server entry (in dev reloaded on every change) */
  entry: () => Promise<ServerEntry>;
  /** index.html for a rendered page, compiled (in dev transformed by Vite per request) */
  template: (url: string, page: RenderedPage) => Promise<Template>;
  /** the dev server: no cache, and Vite's styles inline */
  dev?: boolean;
  /** dev: maps a render error's stack back to the sources */
  fixStack?: (error: Error) => void;
}

/** A page as sent: rendered once, sent to everyone asking for it meanwhile. */
interface Served {
  page: RenderedPage;
  /** the document as UTF-8 */
  html: Buffer;
  /** a public page's validator, its version: a page without one is kept by no shared cache */
  etag: string | null;
  lastModified: string;
  policy: string;
  /** the page compressed once per encoding, when first asked for, and kept with it */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** how long its render took once it had a turn (the wait for one not counted) */
  renderMs: number;
}

type Encoding = 'br' | 'gzip';
// A page is compressed once, on the event loop (through the thread pool the stream machinery around
// it costs more than a small page's compression). With no other render running or waiting, the
// worker spends that on a smaller page, so that with its headers it fits the first 14.6 KB a new
// connection sends (TCP's initial window: a round trip less on a phone's network). Brotli's quality
// 10 is where its size drops: the Russian main page's 80 KB are 12.7 KB at 10 (about 20 ms on this
// project's 2-core machines), 13.5 KB at 8 and 9 (2-5 ms and 14 ms), 15.6 KB at 3; 11 saves 0.1 KB
// more for 55 ms. A kept page is compressed once for all its askers (and a CDN's), so the idle
// worker's 20 ms buy every response of it 0.8 KB. A 128 KB window holds a whole page. Under load
// the renders waiting get that time instead (quality 3); gzip likewise at 6 and 4.
const compressors: Record<Encoding, (html: Buffer, spare: boolean) => Buffer> = {
  br: (html, spare) =>
    brotliCompressSync(html, {
      params: spare
        ? { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_LGWIN]: 17, [constants.BROTLI_PARAM_SIZE_HINT]: html.length }
        : { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
  gzip: (html, spare) => gzipSync(html, { level: spare ? 6 : 4 }),
};

const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/**
 * The encoding to send a page in, read as @fastify/compress reads it for every other response
 * (`*` and `x-gzip` are gzip): whatever the page is not sent in, it would compress again on its
 * way out, under the plain page's validator.
 */
function encodingFor(request: FastifyRequest): Encoding | null {
  const accepted = (header(request, 'accept-encoding') ?? '').toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return negotiate(accepted, [...ENCODINGS]);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** answers a request whose address cannot be read (a broken escape) with the 400 page */
    badUrlPage: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

// the page everything unknown renders (below the base and a language); a malformed address renders it with 400
const NOT_FOUND_PATH = '/404';
// what a page answers to; anything else is refused
const PAGE_METHODS = ['GET', 'HEAD'];
const STALE_IF_ERROR_S = 86_400;
// a request refused a render turn
const BUSY = new Error('no render turn');
// when an overloaded server asks to be asked again
const RETRY_AFTER_S = 5;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export const pagesPlugin = fp<PagesOptions>(async (app, { config, apiOrigin, entry, template, dev = false, fixStack }) => {
  const cache = renderCache<Served>({
    ttlMs: dev ? 0 : config.cacheMs,
    maxEntries: config.cacheEntries,
    maxBytes: config.cacheBytes,
    // the HTML's bytes and its compressed copies, each well under a third of them
    sizeOf: (served) => served.html.length * 2,
  });
  const turns = admission({ maxRenders: config.maxRenders, maxWaitMs: config.maxRenderWaitMs });
  const refused = refusalLog((count) => app.log.warn({ count, ...turns.state }, 'no render turn within MAX_RENDER_WAIT_MS: answered 503 (count: in the last second)'));
  const publicControl = `public, max-age=0, s-maxage=${config.sMaxAge}, stale-while-revalidate=${config.staleWhileRevalidate}, stale-if-error=${STALE_IF_ERROR_S}`;

  /** Renders the page once it has a turn; BUSY when it found none within MAX_RENDER_WAIT_MS. */
  async function serve(request: FastifyRequest, url: string, arrived: number): Promise<Served> {
    const release = await turns.enter();
    if (!release) throw BUSY;
    const began = performance.now();
    const { render } = await entry();
    const prefer = config.forwardPrefer ? preferFor(header(request, 'prefer'), header(request, 'x-api-prefer')) : undefined;
    let page: RenderedPage;
    try {
      page = await render(url, { apiUrl: config.apiUrl, publicUrl: config.publicUrl, twitterSite: config.twitterSite, deadline: arrived + config.timeoutMs, log: request.log, prefer });
    } catch (error) {
      // a render that fails is no reason to fail the visitor: the browser renders the page
      if (error instanceof Error) fixStack?.(error);
      request.log.error({ err: error, url: loggedPath(url) }, 'render failed: the client shell was sent instead');
      page = clientShellPage(localPath(new URL(url, 'http://realt.invalid').pathname)?.lang ?? DEFAULT_LANG);
    } finally {
      release();
    }
    const compiled = await template(url, page);
    const html = pageHtml(compiled, page);
    const policy = strictPolicy(apiOrigin, {
      scriptHashes: compiled.scriptHashes,
      styleHashes: compiled.styleHashes,
      styleAttributeHashes: page.body === null ? [] : styleAttributeHashes(page.body),
      dev,
    });
    const etag = page.version === undefined ? null : `"${page.version}"`;
    return { page, html, etag, lastModified: new Date().toUTCString(), policy, encoded: {}, renderMs: performance.now() - began };
  }

  async function send(request: FastifyRequest, reply: FastifyReply, { url = request.url, status }: { url?: string; status?: number } = {}) {
    const arrived = Date.now();
    const { pageKey, isPrivate } = await entry();
    const key = pageKey(url);
    const chosen = chosenLanguage(request, url, isPrivate);
    if (chosen) return reply.header('Cache-Control', 'no-store').redirect(chosen, 302);
    // the mock's scenario is part of what was rendered
    const scoped = config.forwardPrefer ? `${key} ${header(request, 'prefer') ?? ''} ${header(request, 'x-api-prefer') ?? ''}` : key;
    // a page being rendered or kept is served without a turn of its own; asking for it while it
    // waits for its turn waits with it (and is refused with it)
    let served: Served;
    let rendered = false;
    try {
      served = await cache.get(scoped, () => {
        rendered = true;
        return serve(request, url, arrived);
      });
    } catch (error) {
      if (error !== BUSY) throw error;
      refused();
      return busy(request, reply);
    }
    // whether this answer cost a render or was a page kept (or being rendered) for another: in the
    // logs of whatever is in front, and what the load bench counts renders by
    void reply.header('Server-Timing', rendered ? `render;dur=${served.renderMs.toFixed(1)}` : 'cache;desc=hit');
    const { page } = served;
    if (page.redirect) {
      // in one hop to the page in the chosen language, not by way of the Georgian one
      const there = chosenLanguage(request, page.redirect, isPrivate);
      if (there) return reply.header('Cache-Control', 'no-store').redirect(there, 302);
      // kept by a shared cache as a page is (purged by its tags), and revalidated by the browser,
      // which keeps a bare 301 for good
      if (!page.public) return reply.header('Cache-Control', 'no-store').redirect(page.redirect, page.status);
      return reply.header('Cache-Control', publicControl).header('Cache-Tag', page.tags.join(',')).header('Surrogate-Key', page.tags.join(' ')).redirect(page.redirect, page.status);
    }
    void reply.code(status ?? page.status).type('text/html; charset=utf-8').header('Content-Security-Policy', served.policy);
    if (page.noReferrer) void reply.header('Referrer-Policy', 'no-referrer');
    if (page.status === 503) void reply.header('Retry-After', String(RETRY_AFTER_S));
    if (!page.public || status !== undefined) return reply.header('Cache-Control', 'no-store').send(served.html);
    // a page kept for many askers is compressed once, not once per response; each encoding is a
    // representation of its own, with a validator of its own (RFC 9110, 8.8.3)
    const encoding = encodingFor(request);
    // forwarded to the API (a test's scenario), the Prefer headers make another page of the same address
    void reply.header('Vary', config.forwardPrefer ? 'Accept-Encoding, Prefer, X-Api-Prefer' : 'Accept-Encoding');
    // the not-found page is this moment's answer, for no cache to keep (compressed once all the same)
    if (page.status >= 400 || served.etag === null) void reply.header('Cache-Control', 'no-store');
    else {
      const etag = encoding === null ? served.etag : `${served.etag.slice(0, -1)}-${encoding}"`;
      void reply
        .header('Cache-Control', publicControl)
        .header('ETag', etag)
        .header('Last-Modified', served.lastModified)
        // Cloudflare reads a comma-separated list, Fastly and Varnish (xkey) a space-separated one
        .header('Cache-Tag', page.tags.join(','))
        .header('Surrogate-Key', page.tags.join(' '));
      if (unchanged(request, etag, served.lastModified)) return reply.code(304).send();
    }
    if (encoding === null) return reply.send(served.html);
    const { running, waiting } = turns.state;
    served.encoded[encoding] ??= compressors[encoding](served.html, running === 0 && waiting === 0);
    return reply.header('Content-Encoding', encoding).send(served.encoded[encoding]);
  }

  // the not-found page in the address's language, read from the undecoded path (a language segment is plain ASCII)
  app.decorate('badUrlPage', (request: FastifyRequest, reply: FastifyReply) => {
    const lang = localPath((request.raw.url ?? '').split('?', 1)[0] ?? '')?.lang ?? DEFAULT_LANG;
    return send(request, reply, { url: absolute(NOT_FOUND_PATH, lang), status: 400 });
  });
  // a target no URL can be made of (`//[`: a host part in the path) is a malformed address too
  const page = (request: FastifyRequest, reply: FastifyReply) =>
    URL.canParse(request.url, 'http://realt.invalid') ? send(request, reply) : app.badUrlPage(request, reply);
  // no schema for params or query: a page is any path under the base (the route table tells which,
  // an unknown one is the not-found page) with any query string (a catalogue's filters, tracking
  // parameters), which the render reads and normalises itself
  app.get('/realt', page);
  app.get('/realt/*', page);
  // every route but the API proxy's is GET (and HEAD) only: another method lands here
  app.setNotFoundHandler((request, reply) =>
    PAGE_METHODS.includes(request.method) ? page(request, reply) : reply.code(405).header('Allow', PAGE_METHODS.join(', ')).send(),
  );
});

/**
 * Where a private page's shell is sent when the visitor chose a language (the cookie) and the
 * address is Georgian, the one without a language (a bookmark, the card processor's return, the
 * desktop console's start): the same page in the chosen language. Public pages are never
 * redirected: crawlers and shared links get what the address says, and a shared cache one page.
 */
function chosenLanguage(request: FastifyRequest, url: string, isPrivate: ServerEntry['isPrivate']): string | null {
  // the cookie first: most requests carry none, and need no look at the route table
  const chosen = chosenLang(header(request, 'cookie') ?? '');
  if (chosen === null || chosen === DEFAULT_LANG || !isPrivate(url)) return null;
  const { pathname, search } = new URL(url, 'http://realt.invalid');
  const local = localPath(pathname);
  if (!local || local.lang !== DEFAULT_LANG) return null;
  return absolute(local.path, chosen) + search;
}

/** Whether the asker's copy is this page (RFC 9110: If-None-Match first, else If-Modified-Since). */
function unchanged(request: FastifyRequest, etag: string, lastModified: string): boolean {
  const tags = header(request, 'if-none-match');
  if (tags !== undefined) return tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const since = Date.parse(header(request, 'if-modified-since') ?? '');
  return !Number.isNaN(since) && Date.parse(lastModified) <= since;
}

/** The answer of an overloaded server: at once, with when to come back, kept by no cache. */
export function busy(request: FastifyRequest, reply: FastifyReply) {
  void reply.code(503).header('Retry-After', String(RETRY_AFTER_S)).header('Cache-Control', 'no-store');
  // a browser gets a page that asks again by itself; a script, a crawler or a proxy the words
  if ((header(request, 'accept') ?? '').includes('text/html')) return reply.type('text/html; charset=utf-8').send(busyPage(RETRY_AFTER_S));
  return reply.type('text/plain; charset=utf-8').send(BUSY_TEXT);
}
