// A server render's calls: each goes to the server's API_URL (whatever origin the browser build
// names), with the mock scenario a test chose. The context is the render's own
// (AsyncLocalStorage), so concurrent renders do not share it. A call is given up with its query:
// the render cancels what has not answered by its deadline, which aborts the query's signal.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Middleware } from 'openapi-fetch';
import { api } from '../client';

export interface ApiContext {
  apiUrl: string;
  /** the Prefer header a call to `path` is sent with (a test's mock scenario) */
  prefer?: (path: string) => string | undefined;
}

const apiContext = new AsyncLocalStorage<ApiContext>();

/** Runs `work` with every API call it makes sent within `context`. */
export const withApiContext = <T>(context: ApiContext, work: () => T): T => apiContext.run(context, work);

export const serverMiddleware: Middleware = {
  async onRequest({ request }) {
    const context = apiContext.getStore();
    if (!context) return undefined;
    const { pathname, search } = new URL(request.url);
    const prefer = context.prefer?.(pathname + search);
    if (prefer) request.headers.set('Prefer', prefer);
    // sent from here rather than handed back as a second Request for the client to send: fetch
    // builds its own from these, so a call builds one Request less
    return fetch(context.apiUrl + pathname + search, {
      method: request.method,
      headers: request.headers,
      body: request.body === null ? null : await request.arrayBuffer(),
      signal: request.signal,
    });
  },
};

// Only the server loads this module (the render takes its context from here; the browser's build
// never includes it, nor its Node import), so the client gets this middleware on the server alone.
// (An `import.meta.env.SSR` branch in client.ts that imports it splits the browser's entry chunk.)
api.use(serverMiddleware);
