import { $api } from '../../../../api/queries';
import type { Status } from '../../owner-actions';

/** One page of the user's own listings (POST /client-api/announcements, §7: with `locale=ru`). */
export const myListingsQuery = (page: number, status: Status | null) =>
  $api.queryOptions('post', '/client-api/announcements', { body: { locale: 'ru', page, ...(status === null ? {} : { status }) } });

/** The owner's view of one listing (GET /client-api/announcements/{id}/ge), with its reject reasons. */
export const ownListingQuery = (id: number) => $api.queryOptions('get', '/client-api/announcements/{id}/ge', { params: { path: { id } } });
