// Apart from queries.ts: the route table imports that one, and the catalogue's search code must
// stay out of the main chunk.
import { catalogQuery } from '../../../api/shared-queries';
import { similarFilters } from '../similar';

/** Listings like the one shown: one page of the catalogue call with their filters. */
export const similarListingsQuery = (listing: Parameters<typeof similarFilters>[0]) => catalogQuery(similarFilters(listing));
