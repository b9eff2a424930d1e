import { api } from '../../api/client';
import { earlyRequest } from '../../api/early-request';

/** The listing detail (GET /api/announcements/{slug}); app/routes.tsx starts it at boot. */
export const listingRequest = earlyRequest(
  (slug: string) => api.GET('/api/announcements/{slug}', { params: { path: { slug } } }),
  (slug) => slug,
);
