// The production server's settings, read once from the environment; a bad value stops the start.
import { availableParallelism } from 'node:os';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface ServerConfig {
  host: string;
  port: number;
  /** the API origin the server renders from and proxies /api, /client-api and /admin-api to */
  apiUrl: string;
  /** the site's public origin (canonical and Open Graph addresses, the sitemap) */
  publicUrl: string;
  /** a page's time budget: what has not answered by then is left for the browser to fetch */
  timeoutMs: number;
  /** how long a rendered page answers the same page for everyone in this process (0: every request renders) */
  cacheMs: number;
  /** how many rendered pages, and how many bytes of them, one process keeps at the most */
  cacheEntries: number;
  cacheBytes: number;
  /** how long a shared cache (CDN, proxy) may keep a public page, and serve it stale while it asks again */
  sMaxAge: number;
  staleWhileRevalidate: number;
  /** renders one process runs at once; a page request beyond them waits for its turn */
  maxRenders: number;
  /** the longest a page request waits for a render's turn before it is answered 503 */
  maxRenderWaitMs: number;
  /** the event-loop delay (ms) beyond which requests are answered 503 at once */
  maxEventLoopDelayMs: number;
  /** worker processes `npm run serve` starts (one per core by default) */
  workers: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** tests only: a page request's Prefer header goes on to the API (the mock's scenarios) */
  forwardPrefer: boolean;
  /** Strict-Transport-Security, for a site served over https */
  hsts: boolean;
  /**
   * which proxies in front are believed about the client (X-Forwarded-For, -Proto, -Host): false
   * for none, a number of hops, or their addresses and subnets (Fastify's `trustProxy`)
   */
  trustProxy: false | number | string[];
  /** the site's X (Twitter) account, `@handle`, for link previews' twitter:site; null for none */
  twitterSite: string | null;
}

function origin(name: string, raw: string): string {
  const value = raw.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+$/.test(value)) throw new Error(`${name} must be an http(s) origin without a path, got "${raw}"`);
  return value;
}

function whole(name: string, raw: string, min: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number from ${min}, got "${raw}"`);
  return value;
}

function level(raw: string): ServerConfig['logLevel'] {
  const found = LOG_LEVELS.find((name) => name === raw);
  if (!found) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return found;
}

// X's handles: up to 15 letters, digits and underscores
function handle(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = raw.trim();
  if (!/^@\w{1,15}$/.test(value)) throw new Error(`TWITTER_SITE must be an X account as @handle, got "${raw}"`);
  return value;
}

const flag = (raw: string | undefined) => raw === '1' || raw === 'true';

// an address or subnet: IPv4 or IPv6, with an optional prefix length
const ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

function proxies(raw: string | undefined): ServerConfig['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((part) => part.trim());
  if (!list.every((part) => ADDRESS.test(part))) {
    throw new Error(`TRUST_PROXY must be a number of proxies or their comma-separated addresses or subnets, got "${raw}"`);
  }
  return list;
}

export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  const port = whole('PORT', env.PORT ?? '3000', 0);
  return {
    host: env.HOST ?? '0.0.0.0',
    port,
    apiUrl: origin('API_URL', env.API_URL ?? 'http://127.0.0.1:4010'),
    publicUrl: origin('PUBLIC_URL', env.PUBLIC_URL ?? `http://localhost:${port}`),
    timeoutMs: whole('SSR_API_TIMEOUT_MS', env.SSR_API_TIMEOUT_MS ?? '1500', 1),
    cacheMs: whole('SSR_CACHE_MS', env.SSR_CACHE_MS ?? '1000', 0),
    cacheEntries: whole('SSR_CACHE_ENTRIES', env.SSR_CACHE_ENTRIES ?? '1000', 1),
    cacheBytes: whole('SSR_CACHE_MB', env.SSR_CACHE_MB ?? '64', 1) * 1024 * 1024,
    sMaxAge: whole('CACHE_S_MAXAGE', env.CACHE_S_MAXAGE ?? '60', 0),
    staleWhileRevalidate: whole('CACHE_STALE_WHILE_REVALIDATE', env.CACHE_STALE_WHILE_REVALIDATE ?? '600', 0),
    maxRenders: whole('MAX_RENDERS', env.MAX_RENDERS ?? '4', 1),
    maxRenderWaitMs: whole('MAX_RENDER_WAIT_MS', env.MAX_RENDER_WAIT_MS ?? '500', 0),
    maxEventLoopDelayMs: whole('MAX_EVENT_LOOP_DELAY_MS', env.MAX_EVENT_LOOP_DELAY_MS ?? '1000', 0),
    workers: whole('WEB_CONCURRENCY', env.WEB_CONCURRENCY ?? String(availableParallelism()), 1),
    logLevel: level(env.LOG_LEVEL ?? 'info'),
    forwardPrefer: flag(env.SSR_FORWARD_PREFER),
    hsts: flag(env.HSTS),
    trustProxy: proxies(env.TRUST_PROXY),
    twitterSite: handle(env.TWITTER_SITE),
  };
}
