// Forwards the API prefixes to API_URL, so the browser calls its own origin as on the dev server.
// Only a plain path under those prefixes goes on: the request target is checked before the API is
// asked, since the router matches `/api/../x` and `http://host/api/x` as API paths. Only the
// headers the app's calls carry go on, and no body larger than the contract's largest.
import { Readable, Transform } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '../domain/image-file';
import type { ServerConfig } from './config';
import { loggedPath } from './log';

export const API_PREFIXES = ['/api/', '/client-api/', '/admin-api/'];

/**
 * The largest request body: the contract's largest, an image upload (listing photo, avatar,
 * banner: `maxLength: 10485760`), with its multipart framing and the form's other fields (the
 * banner's titles and link, a few KB at the most).
 */
export const BODY_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;

// what the app's calls carry (openapi-fetch, the early calls, uploads) and conditional requests;
// anything else (cookies, a client's forwarding headers, Referer) stays here
const FORWARDED_REQUEST = ['accept', 'accept-language', 'authorization', 'content-length', 'content-type', 'if-match', 'if-modified-since', 'if-none-match', 'if-unmodified-since', 'user-agent', 'x-requested-with'];
// what fetch has already undone (it decompresses the answer), and hop-by-hop headers
const DROPPED_RESPONSE = ['connection', 'keep-alive', 'proxy-authenticate', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'content-encoding', 'content-length'];

/** The names of a message's hop-by-hop headers: the fixed ones and those its Connection header lists. */
const hopByHop = (connection: string | null | undefined, fixed: string[]): Set<string> =>
  new Set([...fixed, ...(connection ?? '').split(',').map((name) => name.trim().toLowerCase())]);

// characters a server may fold into `.`, `/` or `\\` (full-width, one-dot leader, ideographic full stops)
const lookAlike = (char: string) => char > '\u007f' && (/[./\\]/.test(char.normalize('NFKC')) || /[\u3002\uff61]/.test(char));

/** The API address of a request target, or why it is refused. */
export function upstreamUrl(target: string, apiUrl: string): { url: URL } | { refused: string } {
  // absolute-form (`GET http://host/api/x HTTP/1.1`), authority- and asterisk-form
  if (!target.startsWith('/')) return { refused: 'not an origin-form target' };
  const path = target.split('?', 1)[0] ?? '';
  // URL parsing reads a backslash as a slash
  if (path.includes('\\')) return { refused: 'backslash in the path' };
  // a percent sign escaped is a second round of decoding for whoever decodes again (`%252e` is a dot)
  if (/%25/i.test(path)) return { refused: 'encoded percent sign in the path' };
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
    if ([...name].some(lookAlike)) return { refused: 'look-alike dot or slash in the path' };
  }
  if (!API_PREFIXES.some((prefix) => path.startsWith(prefix))) return { refused: 'not an API path' };
  const url = new URL(target, apiUrl);
  if (url.origin !== new URL(apiUrl).origin || !API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return { refused: 'leaves the API' };
  return { url };
}

/**
 * The client's headers the API reads, less those its Connection header names (hop-by-hop), with
 * the forwarding headers: the client's address as the proxies TRUST_PROXY believes tell it (else
 * this socket's peer), the site's public origin (never the Host the client sent) and this
 * request's id.
 */
function upstreamHeaders(request: FastifyRequest, site: URL, forwardPrefer: boolean): Headers {
  const dropped = hopByHop(request.headers.connection, []);
  const headers = new Headers();
  // the mock's scenario, in tests only (SSR_FORWARD_PREFER)
  for (const name of forwardPrefer ? [...FORWARDED_REQUEST, 'prefer'] : FORWARDED_REQUEST) {
    const value = request.headers[name];
    if (value === undefined || dropped.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  if (request.ip) headers.set('X-Forwarded-For', request.ip);
  headers.set('X-Forwarded-Proto', site.protocol.slice(0, -1));
  headers.set('X-Forwarded-Host', site.host);
  headers.set('X-Request-Id', request.id);
  return headers;
}

/** The request's body as it comes, failing once it passes BODY_LIMIT (a body sent without Content-Length). */
function limited(request: FastifyRequest, passed: () => void): ReadableStream {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received <= BODY_LIMIT) return done(null, chunk);
      passed();
      done(new Error('request body over the limit'));
    },
  });
  request.raw.on('error', (error) => counter.destroy(error));
  return Readable.toWeb(request.raw.pipe(counter)) as ReadableStream;
}

function tooLarge(request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ target: loggedPath(request.url), limit: BODY_LIMIT }, 'api proxy refused a body over its limit');
  // the rest of the body is not read: the connection goes with the answer
  return reply.code(413).header('Connection', 'close').send({ message: 'Payload Too Large' });
}

export function apiProxy({ apiUrl, publicUrl, forwardPrefer = false }: Pick<ServerConfig, 'apiUrl' | 'publicUrl'> & Partial<Pick<ServerConfig, 'forwardPrefer'>>): FastifyPluginAsync {
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
      if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT) return tooLarge(request, reply);
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      let overLimit = false;
      let response: Response;
      try {
        response = await fetch(target.url, {
          method: request.method,
          headers: upstreamHeaders(request, site, forwardPrefer),
          body: hasBody ? limited(request, () => (overLimit = true)) : undefined,
          redirect: 'manual',
          // @ts-expect-error Node's fetch needs this for a streamed body; the DOM types do not know it
          duplex: 'half',
        });
      } catch {
        if (overLimit) return tooLarge(request, reply);
        return reply.code(502).send({ message: 'Bad Gateway' });
      }
      const dropped = hopByHop(response.headers.get('connection'), DROPPED_RESPONSE);
      for (const [name, value] of response.headers) if (!dropped.has(name)) void reply.header(name, value);
      reply.code(response.status);
      return reply.send(response.body ? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) : null);
    }

    // no schema: any path and query under the prefixes goes on as it came (the API checks its own
    // parameters); the target is checked above, before the API is asked
    for (const prefix of API_PREFIXES) app.all(`${prefix}*`, forward);
  };
}
