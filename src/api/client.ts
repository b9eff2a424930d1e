import createClient from 'openapi-fetch';
import { env } from '../config/env';
import { authMiddleware } from './middleware/auth';
import { errorsMiddleware } from './middleware/errors';
import { headersMiddleware } from './middleware/headers';
import type { paths } from './schema.gen';

export const api = createClient<paths>({ baseUrl: env.apiUrl });

api.use(headersMiddleware, authMiddleware, errorsMiddleware);
