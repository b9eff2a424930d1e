// The HTTP app: server-rendered pages, the built bundle, the API proxy, robots.txt, the sitemap
// and a health check. The same app runs in production (main.ts) and under the dev server
// (scripts/start-dev.mjs, where Vite serves the code and proxies the API instead).
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerFactory } from 'fastify';
import { env } from '../config/env';
import type { ServerConfig } from './config';
import { pageStream, shellPage, type Render, type RenderedPage } from './page';
import { preferFor } from './prefer';
import { renderCache } from './render-cache';
import { apiProxy } from './proxy';
import { helmetOptions, newNonce, strictPolicy, styleAttributeHashes } from './security';
import { robotsTxt, siteUrls, sitemapFiles } from './sitemap';

export interface AppOptions {
  config: ServerConfig;
  /** the built client bundle; without it (dev) the caller serves the code and proxies the API */
  clientDir?: string;
  /** index.html as sent for `url` and its rendered page (Vite transforms it per request in dev) */
  template: (url: string, page: RenderedPage) => Promise<string>;
  /** the server entry's render (in dev reloaded on every change) */
  render: () => Promise<Render>;
  /** dev: Vite's middlewares run before the app */
  serverFactory?: FastifyServerFactory;
  /** dev: maps a render error's stack back to the sources */
  fixStack?: (error: Error) => void;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** this response's Content-Security-Policy nonce */
    nonce: string;
    /** the CSP hashes of the style attributes of this response's HTML */
    styleHashes: string[];
  }
}

// the sitemap is built from every catalogue page: once in a while, not per crawler visit
const SITEMAP_TTL_MS = 10 * 60_000;
// hashed file names under assets/ never change their content
const ASSETS = `${path.sep}assets${path.sep}`;

export async function createApp({ config, clientDir, template, render, serverFactory, fixStack }: AppOptions) {
  const app = Fastify({ serverFactory, trustProxy: true, return503OnClosing: true });
  const apiOrigin = env.apiUrl ? new URL(env.apiUrl).origin : '';

  app.decorateRequest('nonce', '');
  app.decorateRequest('styleHashes');
  app.addHook('onRequest', async (request) => {
    request.nonce = newNonce();
    request.styleHashes = [];
  });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('Content-Security-Policy', strictPolicy(apiOrigin, request.nonce, { styleHashes: request.styleHashes }));
  });
  await app.register(helmet, helmetOptions(config.hsts));
  await app.register(compress, { encodings: ['br', 'gzip'] });

  if (clientDir) {
    await app.register(apiProxy(config.apiUrl));
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/realt/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // the template and the server build are not the site's files
      allowedPath: (pathName) => pathName !== '/index.html' && !/^\/(server|\.vite)\//.test(pathName),
      setHeaders(reply, filePath) {
        void reply.header('Cache-Control', filePath.includes(ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // in dev every request renders the code as it is now
  const cached = renderCache(clientDir ? config.cacheMs : 0);

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const nonce = request.nonce;
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const prefer = config.forwardPrefer ? preferFor(header('prefer'), header('x-api-prefer')) : undefined;
    // the mock's scenario is part of what was rendered
    const key = config.forwardPrefer ? `${request.url} ${header('prefer') ?? ''} ${header('x-api-prefer') ?? ''}` : request.url;
    let rendered;
    try {
      // the page's HTML holds no nonce (only its template does), so one render serves many responses
      rendered = await cached(key, async () =>
        (await render())(request.url, { apiUrl: config.apiUrl, publicUrl: config.publicUrl, timeoutMs: config.timeoutMs, prefer }),
      );
    } catch (error) {
      // a render that fails is no reason to fail the visitor: the browser renders the page
      if (error instanceof Error) fixStack?.(error);
      request.log.error(error);
      rendered = shellPage();
    }
    if (rendered.redirect) return reply.redirect(rendered.redirect, rendered.status);
    request.styleHashes = styleAttributeHashes(rendered.body ?? '');
    return reply
      .code(rendered.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(pageStream(await template(request.url, rendered), rendered, nonce));
  }

  app.get('/', (_request, reply) => reply.redirect('/realt/'));
  app.get('/realt', page);
  app.get('/realt/*', page);
  app.setNotFoundHandler(page);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(config.publicUrl)));

  let sitemap: { files: Map<string, string>; at: number } | undefined;
  async function sitemapFile(name: string, request: FastifyRequest, reply: FastifyReply) {
    if (!sitemap || Date.now() - sitemap.at > SITEMAP_TTL_MS) {
      try {
        sitemap = { files: sitemapFiles(config.publicUrl, await siteUrls(config.apiUrl, config.publicUrl)), at: Date.now() };
      } catch (error) {
        request.log.error(error);
        return reply.code(503).header('Retry-After', '60').send({ message: 'the sitemap cannot be built now' });
      }
    }
    const file = sitemap.files.get(name);
    if (!file) return page(request, reply);
    return reply.type('application/xml; charset=utf-8').send(file);
  }
  app.get('/sitemap.xml', (request, reply) => sitemapFile('sitemap.xml', request, reply));
  app.get<{ Params: { part: string } }>('/sitemap-:part', (request, reply) => sitemapFile(`sitemap-${request.params.part}`, request, reply));

  return app;
}
