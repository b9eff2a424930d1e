import type { components } from '../../../../api/schema.gen';
import { $api } from '../../../../api/queries';

type Status = components['schemas']['AnnouncementStatus'];

/** One page of the listings of a status, as the moderation queue shows them. */
export const queueQuery = (status: Status, page: number) =>
  $api.queryOptions('get', '/admin-api/announcements', { params: { query: { status, page } } });

/** The rejection categories: they change about never, so one fetch serves a whole visit. */
export const rejectCategoriesQuery = () => ({
  ...$api.queryOptions('get', '/admin-api/reject-categories'),
  staleTime: Infinity,
});
