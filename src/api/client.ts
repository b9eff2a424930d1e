import createClient from 'openapi-fetch';
import * as env from '../config/env';
import { earlyFetch } from './early';
import { authMiddleware } from './middleware/auth';
import { errorsMiddleware } from './middleware/errors';
import { headersMiddleware } from './middleware/headers';
import type { paths } from './schema.gen';

// a server render cannot fetch a relative address: there, the server's middleware
// (./middleware/server.ts) sends every call to its API_URL whatever this origin says
const baseUrl = env.apiUrl || (import.meta.env.SSR ? 'http://api.invalid' : '');

export const api = createClient<paths>({ baseUrl, fetch: earlyFetch });

api.use(headersMiddleware, authMiddleware, errorsMiddleware);
