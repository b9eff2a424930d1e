// The HTTP app: one plugin per concern (security headers, load shedding, the built bundle, the
// API proxy, the sitemap, the pages), robots.txt and a health check. The same app runs in
// production (main.ts) and under the dev server (scripts/start-dev.mjs, where Vite serves the
// code and proxies the API instead).
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerFactory } from 'fastify';
import * as env from '../config/env';
import { refusalLog } from './admission';
import { loggedPath, requestForLog, requestId } from './log';
import type { ServerConfig } from './config';
import type { Template } from './page';
import type { RenderedPage } from './render';
import { busy, pagesPlugin, type ServerEntry } from './pages';
import { apiProxy } from './proxy';
import { securityHeaders } from './security';
import { robotsTxt, sitemapPlugin } from './sitemap';

export interface AppOptions {
  config: ServerConfig;
  /** the built client bundle; without it (dev) the caller serves the code and proxies the API */
  clientDir?: string;
  /** index.html for a rendered page, compiled (Vite transforms it per request in dev) */
  template: (url: string, page: RenderedPage) => Promise<Template>;
  /** the server entry (in dev reloaded on every change) */
  entry: () => Promise<ServerEntry>;
  /** dev: Vite's middlewares run before the app */
  serverFactory?: FastifyServerFactory;
  /** dev: maps a render error's stack back to the sources */
  fixStack?: (error: Error) => void;
  /** where the log goes (pino's stream): standard output as JSON lines when not given */
  logStream?: { write: (line: string) => void };
}

// loading the app blocks the event loop, and that shows in the first samples of its delay
const WARM_UP_MS = 3_000;
const OVERLOADED = new Error('overloaded');
// hashed file names under assets/ never change their content
const ASSETS = `${path.sep}assets${path.sep}`;

/** Believes the `count` proxies nearest to the server (Fastify's number of hops, which its types leave out). */
const hops = (count: number) => (_address: string, hop: number) => hop < count;

export async function createApp({ config, clientDir, template, entry, serverFactory, fixStack, logStream }: AppOptions) {
  // the pages plugin answers a malformed address once it is registered
  const badUrl: { page?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> } = {};
  const app = Fastify({
    serverFactory,
    // forwarded headers only from the proxies TRUST_PROXY names: a client's own would forge its address in the log
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      serializers: { req: requestForLog },
    },
    requestIdHeader: false,
    genReqId: (request) => requestId(request.headers['x-request-id']),
    // an address that cannot be decoded is the visitor's mistake: a page that says so, not JSON
    // (the only other framework error is of route constraints, which this app does not use)
    frameworkErrors: (error, request, reply) => {
      request.log.info({ url: loggedPath(request.raw.url ?? ''), code: error.code }, 'malformed address: answered 400');
      void badUrl.page?.(request, reply);
    },
  });
  const apiOrigin = env.apiUrl ? new URL(env.apiUrl).origin : '';

  await app.register(securityHeaders, { hsts: config.hsts });
  // two Host headers make the request's origin ambiguous (RFC 9112, 3.2): Node would keep the first
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === 'host').length > 1) {
      return reply.code(400).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Bad Request: more than one Host header');
    }
  });
  let listeningAt = Number.POSITIVE_INFINITY;
  app.addHook('onListen', async () => {
    listeningAt = performance.now();
  });
  // under overload a quick 503 that says when to come back, instead of a queue that times out
  let pressure: { type: string; value: unknown } = { type: '', value: 0 };
  const refused = refusalLog((count) => app.log.warn({ count, ...pressure }, 'under pressure: answered 503 (count: in the last second)'));
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    pressureHandler: async (_request, _reply, type, value) => {
      if (performance.now() - listeningAt < WARM_UP_MS) return;
      pressure = { type, value };
      refused();
      throw OVERLOADED;
    },
  });
  app.setErrorHandler((error, request, reply) => {
    if (error === OVERLOADED) return busy(request, reply);
    // Fastify's own handler for everything else
    throw error;
  });
  await app.register(compress, { encodings: ['br', 'gzip'] });

  if (clientDir) {
    await app.register(apiProxy(config));
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/realt/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // the build's .br and .gz copies (vite.config.ts): no response compresses a file again; they are
      // encodings of their file, at no address of their own
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // the template and the server build are not the site's files
      allowedPath: (pathName) => pathName !== '/index.html' && !/^\/(server|\.vite)\//.test(pathName),
      setHeaders(reply, filePath) {
        void reply.header('Cache-Control', filePath.includes(ASSETS) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  await app.register(pagesPlugin, { config, apiOrigin, entry, template, dev: !clientDir, fixStack });
  badUrl.page = app.badUrlPage;
  await app.register(sitemapPlugin({ apiUrl: config.apiUrl, publicUrl: config.publicUrl }));

  app.get('/', (_request, reply) => reply.redirect('/realt/', 301));
  // answered under pressure too, so a balancer does not take every worker out at once
  app.get('/healthz', { config: { pressureHandler: () => undefined } }, async () => ({ status: 'ok', pid: process.pid }));
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(config.publicUrl)),
  );

  return app;
}
