import { $api } from '../../../api/queries';

/** The listing detail (GET /api/announcements/{slug}). */
export const listingQuery = (slug: string) => $api.queryOptions('get', '/api/announcements/{slug}', { params: { path: { slug } } });
