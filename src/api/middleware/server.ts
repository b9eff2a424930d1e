// A render's calls go to API_URL in its own context (AsyncLocalStorage), given up with their query at
// the render's deadline.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Middleware } from 'openapi-fetch';
import * as env from '../../config/env';
import type { EarlyRequest } from '../../server/markers';
import { api } from '../client';

export type ApiContext =
  | {
      apiUrl: string;
      /** the Prefer header a call to `path` is sent with (a test's mock scenario) */
      prefer?: (path: string) => string | undefined;
    }
  /** takes each call down as the browser would send it (a private page's early calls) */
  | { record: (call: EarlyRequest) => void };

const apiContext = new AsyncLocalStorage<ApiContext>();

export const withApiContext = <T>(context: ApiContext, work: () => T): T => apiContext.run(context, work);

// never read: it keeps each original alive, as a copy follows its original's abort only while the
// original lives and undici lets it be collected mid-call (undici issue 4068)
const originals = new WeakMap<Request, Request>();

const serverMiddleware: Middleware = {
  async onRequest({ request }) {
    const context = apiContext.getStore();
    if (!context) return undefined;
    const { pathname, search } = new URL(request.url);
    if ('record' in context) {
      const body = request.body === null ? null : await request.text();
      context.record({ method: request.method, url: env.apiUrl + pathname + search, headers: Object.fromEntries(request.headers), body });
      // no answer is wanted: the query fails, on a throwaway cache
      return Response.json({}, { status: 503 });
    }
    const headers = new Headers(request.headers);
    const prefer = context.prefer?.(pathname + search);
    if (prefer) headers.set('Prefer', prefer);
    // uncompressed: the API is beside the server; a redirect is answered as it is: API_URL names the API itself
    headers.set('accept-encoding', 'identity');
    const body = request.body === null ? null : await request.arrayBuffer();
    const sent = new Request(context.apiUrl + pathname + search, { method: request.method, headers, body, signal: request.signal, redirect: 'manual' });
    originals.set(sent, request);
    return sent;
  },
};

// only the server loads this module (an SSR branch in client.ts split the browser's entry chunk)
api.use(serverMiddleware);
