import type { Middleware } from 'openapi-fetch';

/** X-Requested-With on every call, so the backend answers errors as JSON (§7). */
export const headersMiddleware: Middleware = {
  onRequest({ request }) {
    request.headers.set('X-Requested-With', 'XMLHttpRequest');
    return request;
  },
};
