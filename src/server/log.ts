// What the server's log says of a request: its path, never its query (a social sign-in's return
// carries a token there), and an id that can be followed through the proxy in front's log too.
import { randomUUID } from 'node:crypto';

/** A request target as the log names it. */
export const loggedPath = (url: string): string => url.split('?', 1)[0] ?? '';

/** Fastify's fields of a request that the log writes. */
export interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number };
}

/** The log's `req`: Fastify's default serializer, with the target's path only. */
export const requestForLog = (request: LoggedRequest) => ({
  method: request.method,
  url: loggedPath(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

// a request id from the proxy in front is kept when it can be nothing but an id
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: the one the proxy in front gave it (X-Request-Id), else a new one. */
export function requestId(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}
