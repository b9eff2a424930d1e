import { api } from './client';

/** The signed-in user of the stored token (GET /api/get-authenticated-user), for the session store. */
export const fetchAuthenticatedUser = () => api.GET('/api/get-authenticated-user');
