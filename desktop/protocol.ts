// The body of the `realt://` protocol handler, free of Electron so that it runs (and is tested) in
// plain Node: it serves the built Vite bundle with a history-API fallback and the CSP, refuses
// anything outside the bundle folder, and forwards API calls and API-hosted images to the
// configured API origin.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { langPrefix, type Lang } from '../src/i18n/lang';

export const APP_SCHEME = 'realt';
export const APP_ORIGIN = `${APP_SCHEME}://app`;
/** Vite's `base`: every bundle URL lives under it */
export const BASE_PATH = '/realt';
/** The console's first page, in the language the last run heard (`/realt/admin`, `/realt/en/admin`). */
export const startPath = (lang: Lang): string => `${BASE_PATH}${langPrefix(lang)}/admin`;

/**
 * standard: real origin, relative URLs and localStorage; secure: a secure context; supportFetchAPI
 * and corsEnabled: the bundle's module scripts and same-origin API calls. bypassCSP stays off.
 */
export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  corsEnabled: true,
  codeCache: true,
} as const;

/** the same-origin API prefixes the web app calls (the Vite dev and preview servers proxy them too) */
export const API_PREFIXES = ['/api/', '/client-api/', '/admin-api/'] as const;
/**
 * Where the API keeps the images it names by path (photos, avatars, banners): the console is built
 * without an API origin, so `mediaUrl` leaves these paths on the app's own origin.
 */
export const MEDIA_PREFIXES = ['/storage/', '/uploads/'] as const;
/** every path the handler sends on to the API origin; the rest is the bundle's */
export const FORWARDED_PREFIXES = [...API_PREFIXES, ...MEDIA_PREFIXES] as const;

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** The MIME type of a bundle file, or null when the name has no extension the bundle can hold. */
export function mimeType(fileName: string): string | null {
  return MIME_TYPES[path.extname(fileName).toLowerCase()] ?? null;
}

export function isForwarded(pathname: string): boolean {
  return FORWARDED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The file a URL path names inside the bundle folder, or null when it is not under BASE_PATH or
 * tries to leave the folder: `..` and `.` segments (also percent-encoded), encoded separators,
 * NUL and drive or stream colons are refused before the path is joined, and the joined path is
 * checked to stay inside `root` as a second line of defence.
 */
export function resolveInBundle(root: string, pathname: string): string | null {
  if (pathname !== BASE_PATH && !pathname.startsWith(`${BASE_PATH}/`)) return null;
  const segments: string[] = [];
  for (const raw of pathname.slice(BASE_PATH.length).split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || /[/\\:\0]/.test(segment)) return null;
    segments.push(segment);
  }
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  const relative = path.relative(base, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return file;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function textResponse(status: number, text: string, csp: string): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff' },
  });
}

/**
 * A bundle file, or index.html for a path whose last segment has no asset extension (wouter's
 * routes, deep links and reloads); a missing asset is a 404, not the app.
 */
async function serveBundle(request: Request, root: string, csp: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'Method Not Allowed', csp);
  const file = resolveInBundle(root, new URL(request.url).pathname);
  if (file === null) return textResponse(404, 'Not Found', csp);
  const type = mimeType(file);
  let served = type && (await isFile(file)) ? file : null;
  if (!served && !type) served = path.join(root, 'index.html');
  if (!served) return textResponse(404, 'Not Found', csp);
  const body = request.method === 'HEAD' ? null : new Uint8Array(await readFile(served));
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': mimeType(served) ?? 'application/octet-stream',
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

// set by the network stack of the hop they belong to, or naming the custom origin to the API
const DROPPED_REQUEST_HEADERS = ['host', 'origin', 'referer', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
// the body arrives already decoded, so its encoding and length headers no longer describe it
const DROPPED_RESPONSE_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'];

function without(headers: Headers, names: readonly string[]): Headers {
  const copy = new Headers(headers);
  for (const name of names) copy.delete(name);
  return copy;
}

/**
 * Set on every forwarded answer, whatever the API sends: the answer is served from the app's own
 * origin, so a mislabelled upload must not be sniffed into a script or stylesheet, and a document
 * opened from it (an uploaded SVG or an error page) runs no script with the app's origin and bridge.
 */
const FORWARDED_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;

/**
 * An API call or API image requested by the bundle from its own origin, sent on to the API origin.
 * A failed upstream call rejects, so the renderer sees the same network error as in a browser.
 * A redirect fails the same way: followed here, another origin's answer (an internal address, a
 * `file:` URL) would reach the renderer as the app's own, and the call's headers (the token) would
 * go with it; net.fetch cannot hand a redirect back instead ('manual' rejects too, electron#43715).
 */
async function forward(request: Request, apiOrigin: string, fetch: Fetch): Promise<Response> {
  const url = new URL(request.url);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const upstream = await fetch(`${apiOrigin}${url.pathname}${url.search}`, {
    method: request.method,
    headers: without(request.headers, DROPPED_REQUEST_HEADERS),
    body: hasBody ? await request.arrayBuffer() : undefined,
    redirect: 'error',
  });
  const headers = without(upstream.headers, DROPPED_RESPONSE_HEADERS);
  for (const [name, value] of Object.entries(FORWARDED_SECURITY_HEADERS)) headers.set(name, value);
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers });
}

export interface AppHandlerOptions {
  /** the built renderer (Vite's outDir) */
  root: string;
  apiOrigin: string;
  csp: string;
  /** Electron's net.fetch in the app; Node's fetch in tests */
  fetch: Fetch;
}

/** The protocol handler: `protocol.handle(APP_SCHEME, createAppHandler(...))`. */
export function createAppHandler({ root, apiOrigin, csp, fetch }: AppHandlerOptions): (request: Request) => Promise<Response> {
  return (request) =>
    isForwarded(new URL(request.url).pathname) ? forward(request, apiOrigin, fetch) : serveBundle(request, root, csp);
}
