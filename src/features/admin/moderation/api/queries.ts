import { $api, operationKey } from '../../../../api/queries';
import type { ListingStatus } from '../../../../domain/listing';
import { viewParams, type QueueView } from '../queue';
import { readQueueAddress } from '../queue-address';

const everyListing: QueueView = { farBelowOnly: false, belowMedianFirst: false };

/** One page of the listings of a status, as the moderation queue shows them (narrowed and ordered by its view). */
export const queueQuery = (status: ListingStatus, page: number, view = everyListing) =>
  $api.queryOptions('get', '/admin-api/announcements', { params: { query: { status, page, ...viewParams(view) } } });

/** The page of the queue an address's query shows (what its route starts at boot). */
export const addressQueueQuery = (search: string) => {
  const { status, page, view } = readQueueAddress(search);
  return queueQuery(status, page, view);
};

/** Every page of every status and view of the queue: what a moderator's write changes. */
export const allQueuesKey = () => operationKey(queueQuery(1, 1));

/** The rejection categories: they change about never, so one fetch serves a whole visit. */
export const rejectCategoriesQuery = () => ({
  ...$api.queryOptions('get', '/admin-api/reject-categories'),
  staleTime: Infinity,
});
