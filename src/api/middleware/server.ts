// A server render's calls: each goes to the server's API_URL (whatever origin the browser build
// names), with the mock scenario a test chose, and is given up with the render's deadline. The
// context is the render's own (AsyncLocalStorage), so concurrent renders do not share it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Middleware } from 'openapi-fetch';
import { api } from '../client';

export interface ApiContext {
  apiUrl: string;
  /** the Prefer header a call to `path` is sent with (a test's mock scenario) */
  prefer?: (path: string) => string | undefined;
  signal: AbortSignal;
}

const apiContext = new AsyncLocalStorage<ApiContext>();

/** Runs `work` with every API call it makes sent within `context`. */
export const withApiContext = <T>(context: ApiContext, work: () => T): T => apiContext.run(context, work);

export const serverMiddleware: Middleware = {
  async onRequest({ request }) {
    const context = apiContext.getStore();
    if (!context) return request;
    const { pathname, search } = new URL(request.url);
    const headers = new Headers(request.headers);
    const prefer = context.prefer?.(pathname + search);
    if (prefer) headers.set('Prefer', prefer);
    return new Request(context.apiUrl + pathname + search, {
      method: request.method,
      headers,
      body: request.method === 'GET' ? null : await request.arrayBuffer(),
      signal: AbortSignal.any([request.signal, context.signal]),
    });
  },
};

// Only the server loads this module (the render takes its context from here; the browser's build
// never includes it, nor its Node import), so the client gets this middleware on the server alone.
// (An `import.meta.env.SSR` branch in client.ts that imports it splits the browser's entry chunk.)
api.use(serverMiddleware);
