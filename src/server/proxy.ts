// Forwards the API prefixes to API_URL, so the browser calls its own origin as on the dev server.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

export const API_PREFIXES = ['/api/', '/client-api/', '/admin-api/'];

// hop-by-hop headers, and what fetch has already undone (it decompresses the answer)
const DROPPED_REQUEST = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect']);
const DROPPED_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length']);

export function apiProxy(apiUrl: string): FastifyPluginAsync {
  return async (app) => {
    // bodies go on as they came (JSON, multipart photo uploads), unread
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    async function forward(request: FastifyRequest, reply: FastifyReply) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || DROPPED_REQUEST.has(name)) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      let response: Response;
      try {
        response = await fetch(apiUrl + request.url, {
          method: request.method,
          headers,
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

    for (const prefix of API_PREFIXES) app.all(`${prefix}*`, forward);
  };
}
