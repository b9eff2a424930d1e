// Forwards the API prefixes to API_URL, so the browser calls its own origin as on the dev server.
// Only a plain path under those prefixes goes on: the request target is checked before the API is
// asked, since the router matches `/api/../x` and `http://host/api/x` as API paths.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { loggedPath } from './log';

export const API_PREFIXES = ['/api/', '/client-api/', '/admin-api/'];

// hop-by-hop headers, what fetch has already undone (it decompresses the answer), and the
// forwarding headers a client may have made up (set again below from this connection)
const DROPPED_REQUEST = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect', 'forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip']);
const DROPPED_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length']);

/** The API address of a request target, or why it is refused. */
export function upstreamUrl(target: string, apiUrl: string): { url: URL } | { refused: string } {
  // absolute-form (`GET http://host/api/x HTTP/1.1`), authority- and asterisk-form
  if (!target.startsWith('/')) return { refused: 'not an origin-form target' };
  const path = target.split('?', 1)[0] ?? '';
  // URL parsing reads a backslash as a slash
  if (path.includes('\\')) return { refused: 'backslash in the path' };
  for (const segment of path.split('/')) {
    let name: string;
    try {
      name = decodeURIComponent(segment);
    } catch {
      return { refused: 'malformed percent-encoding' };
    }
    if (/[/\\]/.test(name)) return { refused: 'encoded slash in the path' };
    // `..;` is a dot segment to servers that strip path parameters
    if (/^\.\.?(;|$)/.test(name)) return { refused: 'dot segment in the path' };
  }
  if (!API_PREFIXES.some((prefix) => path.startsWith(prefix))) return { refused: 'not an API path' };
  const url = new URL(target, apiUrl);
  if (url.origin !== new URL(apiUrl).origin || !API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return { refused: 'leaves the API' };
  return { url };
}

/**
 * The client's headers for the API, with the forwarding headers: the client's address as the
 * proxies TRUST_PROXY believes tell it (else this socket's peer), and the site's public origin,
 * never the Host the client sent.
 */
function upstreamHeaders(request: FastifyRequest, site: URL): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || DROPPED_REQUEST.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  if (request.ip) headers.set('X-Forwarded-For', request.ip);
  headers.set('X-Forwarded-Proto', site.protocol.slice(0, -1));
  headers.set('X-Forwarded-Host', site.host);
  return headers;
}

export function apiProxy({ apiUrl, publicUrl }: { apiUrl: string; publicUrl: string }): FastifyPluginAsync {
  const site = new URL(publicUrl);
  return async (app) => {
    // bodies go on as they came (JSON, multipart photo uploads), unread
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    async function forward(request: FastifyRequest, reply: FastifyReply) {
      const target = upstreamUrl(request.url, apiUrl);
      if ('refused' in target) {
        request.log.warn({ reason: target.refused, target: loggedPath(request.url) }, 'api proxy refused a request');
        return reply.code(400).send({ message: `Bad Request: ${target.refused}` });
      }
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      let response: Response;
      try {
        response = await fetch(target.url, {
          method: request.method,
          headers: upstreamHeaders(request, site),
          body: hasBody ? Readable.toWeb(request.raw) as ReadableStream : undefined,
          redirect: 'manual',
          // @ts-expect-error Node's fetch needs this for a streamed body; the DOM types do not know it
          duplex: 'half',
        });
      } catch {
        return reply.code(502).send({ message: 'Bad Gateway' });
      }
      for (const [name, value] of response.headers) if (!DROPPED_RESPONSE.has(name)) void reply.header(name, value);
      reply.code(response.status);
      return reply.send(response.body ? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) : null);
    }

    // no schema: any path and query under the prefixes goes on as it came (the API checks its own
    // parameters); the target is checked above, before the API is asked
    for (const prefix of API_PREFIXES) app.all(`${prefix}*`, forward);
  };
}
