import { $api } from '../../../api/queries';

/** The listing detail (GET /api/announcements/{slug}). */
export const listingQuery = (slug: string) => $api.queryOptions('get', '/api/announcements/{slug}', { params: { path: { slug } } });

/** A USD price in GEL at the day's rate (POST /api/convert-price): a read, though sent as POST. */
export const priceInGelQuery = (price: number) => $api.queryOptions('post', '/api/convert-price', { body: { price } });
