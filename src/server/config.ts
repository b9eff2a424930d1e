// The production server's settings, read once from the environment; a bad value stops the start.
export interface ServerConfig {
  host: string;
  port: number;
  /** the API origin the server renders from and proxies /api, /client-api and /admin-api to */
  apiUrl: string;
  /** the site's public origin (canonical and Open Graph addresses, the sitemap) */
  publicUrl: string;
  /** how long a page waits for each of its queries before it is sent without that data */
  timeoutMs: number;
  /** how long a rendered page answers the same address for everyone (0: every request renders) */
  cacheMs: number;
  /** tests only: a page request's Prefer header goes on to the API (the mock's scenarios) */
  forwardPrefer: boolean;
  /** Strict-Transport-Security, for a site served over https */
  hsts: boolean;
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

const flag = (raw: string | undefined) => raw === '1' || raw === 'true';

export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  const port = whole('PORT', env.PORT ?? '3000', 0);
  return {
    host: env.HOST ?? '0.0.0.0',
    port,
    apiUrl: origin('API_URL', env.API_URL ?? 'http://127.0.0.1:4010'),
    publicUrl: origin('PUBLIC_URL', env.PUBLIC_URL ?? `http://localhost:${port}`),
    timeoutMs: whole('SSR_API_TIMEOUT_MS', env.SSR_API_TIMEOUT_MS ?? '1500', 1),
    cacheMs: whole('SSR_CACHE_MS', env.SSR_CACHE_MS ?? '1000', 0),
    forwardPrefer: flag(env.SSR_FORWARD_PREFER),
    hsts: flag(env.HSTS),
  };
}
