// A listing's price of 1 m² against its district's median (the market page's figure): the
// listing page words it, the moderation queue flags a price far below it.
import type { Listing } from './listing';

/**
 * The rule of "far below the median", the one place it is stated: a price of 1 m² more than 40 %
 * under its district's median is suspicious (a scam's bait often is). The contract's
 * `price_flag=far_below_median` of the moderation queue asks the server for the same rule.
 */
export const FAR_BELOW_MEDIAN = -40;

/** How far a price of 1 m² stands from the median, in per cent (negative below it); null without a median. */
export function medianGap(perM2: number, median: number | null | undefined): number | null {
  if (median === null || median === undefined || !(median > 0)) return null;
  return (perM2 / median - 1) * 100;
}

type Compared = Pick<Listing, 'flat_cost_m' | 'district_median_price_m2' | 'district_median_scope' | 'object_state'>;

/**
 * Whether a listing is within its median's scope: Geostat's medians are of new dwellings, so only
 * a new build (`object_state` 1) or one under construction (2) compares with them, never an old
 * build or a listing without a building status; the site's own median is of every status. A
 * median whose scope is not given compares with nothing.
 */
export function comparableWithMedian(listing: Compared): boolean {
  switch (listing.district_median_scope) {
    case 'listings':
      return true;
    case 'new_flats':
    case 'new_houses':
      return listing.object_state === 1 || listing.object_state === 2;
    default:
      return false;
  }
}

/**
 * How many per cent below its district's median a listing's price of 1 m² is, when that is far
 * below (FAR_BELOW_MEDIAN) and the listing is within the median's scope; null otherwise.
 */
export function farBelowMedian(listing: Compared): number | null {
  const gap = medianGap(listing.flat_cost_m, listing.district_median_price_m2);
  return gap !== null && gap < FAR_BELOW_MEDIAN && comparableWithMedian(listing) ? -gap : null;
}
