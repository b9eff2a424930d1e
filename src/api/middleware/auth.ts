import type { Middleware } from 'openapi-fetch';
import { readToken } from '../token';

/** The bearer token, when there is one (§7). */
export const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = readToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};
