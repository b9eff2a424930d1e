// Similar listings (§2 detail page): the same kind, deal and district, priced within 20% either
// way, found with the catalogue call.
import { emptyFilters, type Filters } from '../../domain/catalog-filters';
import type { Listing } from '../../domain/listing';

type SimilarBasis = Pick<Listing, 'adType' | 'flatObjects' | 'district_id' | 'flat_cost'>;

export const SIMILAR_LIMIT = 8;
const PRICE_SPREAD_PERCENT = 20;

/** The catalogue search for listings like this one. */
export function similarFilters(listing: SimilarBasis): Filters {
  return {
    ...emptyFilters(listing.adType),
    flatObjects: listing.flatObjects,
    districts: [String(listing.district_id)],
    // whole dollars, widened outwards: integer arithmetic keeps 80% of 285000 at 228000
    rangePrice: Math.floor((listing.flat_cost * (100 - PRICE_SPREAD_PERCENT)) / 100),
    rangePriceMax: Math.ceil((listing.flat_cost * (100 + PRICE_SPREAD_PERCENT)) / 100),
  };
}

/** The cards to show: the listing itself left out, at most SIMILAR_LIMIT. */
export function pickSimilar<T extends { id: number }>(cards: readonly T[], listingId: number): T[] {
  return cards.filter((card) => card.id !== listingId).slice(0, SIMILAR_LIMIT);
}
