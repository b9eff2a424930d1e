import { $api } from '../../../api/queries';

/** Whether a slug can name a listing (the contract's pattern of GET /api/announcements/{slug}). */
export const isListingSlug = (slug: string): boolean => slug.length <= 255 && /^[a-z0-9-]+$/.test(slug);

/** The listing detail (GET /api/announcements/{slug}). */
export const listingQuery = (slug: string) => $api.queryOptions('get', '/api/announcements/{slug}', { params: { path: { slug } } });
