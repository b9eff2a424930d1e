import { queryOptions } from '@tanstack/react-query';
import { $api } from './queries';

/**
 * The signed-in user of the stored token (GET /api/get-authenticated-user): the session's user,
 * read only while there is a token. A write that changes the user sets this entry from its answer
 * or invalidates it; a sign-out removes it with the rest of the cache. (`queryOptions` types the
 * key with its data, for those writes.)
 */
export const userQuery = () => queryOptions($api.queryOptions('get', '/api/get-authenticated-user'));
