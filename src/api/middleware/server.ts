// A server render's calls: each goes to the server's API_URL (whatever origin the browser build
// names), with the mock scenario a test chose. The context is the render's own
// (AsyncLocalStorage), so concurrent renders do not share it. A call is given up with its query:
// the render cancels what has not answered by its deadline, which aborts the query's signal.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Middleware } from 'openapi-fetch';
import { env } from '../../config/env';
import type { EarlyRequest } from '../../server/markers';
import { api } from '../client';

export interface ApiContext {
  apiUrl: string;
  /** the Prefer header a call to `path` is sent with (a test's mock scenario) */
  prefer?: (path: string) => string | undefined;
  /** instead of sending them: takes each call down as the browser would send it (a private page's early calls) */
  record?: (call: EarlyRequest) => void;
}

const apiContext = new AsyncLocalStorage<ApiContext>();

/** Runs `work` with every API call it makes sent within `context`. */
export const withApiContext = <T>(context: ApiContext, work: () => T): T => apiContext.run(context, work);

/**
 * Sends a call with fetch (Node's undici) and reads its answer whole before the client does: the
 * connection then goes back to the pool at once, kept open for the next call (a body the client
 * leaves unread, as openapi-fetch leaves a clone's, would hold it). The answer is asked for
 * uncompressed (a server beside its API gains nothing from compressing) and a redirect is
 * answered as it is: API_URL names the API itself.
 */
async function send(url: URL, request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set('accept-encoding', 'identity');
  const body = request.body === null ? null : await request.arrayBuffer();
  const answer = await fetch(url, { method: request.method, headers, body, signal: request.signal, redirect: 'manual' });
  const content = await answer.arrayBuffer();
  const { status, statusText } = answer;
  return new Response(status === 204 || status === 304 ? null : content, { status, statusText, headers: answer.headers });
}

export const serverMiddleware: Middleware = {
  async onRequest({ request }) {
    const context = apiContext.getStore();
    if (!context) return undefined;
    const { pathname, search } = new URL(request.url);
    if (context.record) {
      const body = request.body === null ? null : await request.text();
      context.record({ method: request.method, url: env.apiUrl + pathname + search, headers: Object.fromEntries(request.headers), body });
      // no answer is wanted: the query fails, on a throwaway cache
      return Response.json({}, { status: 503 });
    }
    const prefer = context.prefer?.(pathname + search);
    if (prefer) request.headers.set('Prefer', prefer);
    // answered here: the client sends no Request of its own
    return send(new URL(context.apiUrl + pathname + search), request);
  },
};

// Only the server loads this module (the render takes its context from here; the browser's build
// never includes it, nor its Node import), so the client gets this middleware on the server alone.
// (An `import.meta.env.SSR` branch in client.ts that imports it splits the browser's entry chunk.)
api.use(serverMiddleware);
