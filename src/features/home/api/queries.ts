import { toFormData } from '../../../api/form-data';
import { $api } from '../../../api/queries';

/** The main-page banners (GET /api/banners). */
export const bannersQuery = () => $api.queryOptions('get', '/api/banners');

/** The newest sale listings, from which the featured strip picks (the sale catalogue's first page, one cache entry). */
export const featuredQuery = () =>
  $api.queryOptions('post', '/api/catalog-announcements', { body: { adType: 1, sort: 'newest', page: 1 }, bodySerializer: toFormData });
