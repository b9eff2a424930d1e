import { $api } from '../../../api/queries';

/** A user's public page: the user and their active listings (GET /api/users/{id}). */
export const publicUserQuery = (id: number) => $api.queryOptions('get', '/api/users/{id}', { params: { path: { id } } });

/** The user id of the route, or null for a malformed one (an unknown user: nothing is asked). */
export function userIdOf(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
