// The signed-in user's own listings: the profile lists them and opens one's reject reasons, the
// listing form edits one, a tariff order changes them.
import { $api, operationKey } from './queries';
import type { ListingStatus } from '../domain/listing';


/** One page of the user's own listings (POST /client-api/announcements, §7: with `locale=ru`). */
export const myListingsQuery = (page: number, status: ListingStatus | null) =>
  $api.queryOptions('post', '/client-api/announcements', { body: { locale: 'ru', page, ...(status === null ? {} : { status }) } });

/** Every page of the user's listings, whatever its status filter: what a change to one of them invalidates. */
export const allMyListingsKey = () => operationKey(myListingsQuery(1, null));

/** The owner's view of one listing (GET /client-api/announcements/{id}/ge): the edit form starts from it, the reject reasons show it. */
export const ownListingQuery = (id: number) => $api.queryOptions('get', '/client-api/announcements/{id}/ge', { params: { path: { id } } });
