import { api } from '../../../api/client';
import { earlyRequest } from '../../../api/early-request';
import { readToken } from '../../../api/token';
import type { Status } from '../owner-actions';

interface Query {
  page: number;
  status: Status | null;
}

/** One page of the user's own listings (POST /client-api/announcements, §7: with `locale=ru`). */
export const myListingsRequest = earlyRequest(
  ({ page, status }: Query) =>
    api.POST('/client-api/announcements', { body: { locale: 'ru', page, ...(status === null ? {} : { status }) } }),
  (query) => JSON.stringify(query),
);

/** The landing page after login starts its first page at boot, when there is a token to ask with. */
export function prefetchMyListings(): void {
  if (readToken()) myListingsRequest.prefetch({ page: 1, status: null });
}
