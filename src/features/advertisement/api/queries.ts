import { $api } from '../../../api/queries';

/** The owner's listing as the edit form starts from it (GET /client-api/announcements/{id}/ge). */
export const editedListingQuery = (id: number) => $api.queryOptions('get', '/client-api/announcements/{id}/ge', { params: { path: { id } } });
