// A listing's price of 1 m² against its district's median (the market page's figure): the
// listing page words it, the moderation queue flags a price far below it.

/** Below this share under the median (per cent), a price is suspicious: a scam's bait is often one. */
export const FAR_BELOW_MEDIAN = -40;

/** How far a price of 1 m² stands from the median, in per cent (negative below it); null without a median. */
export function medianGap(perM2: number, median: number | null | undefined): number | null {
  if (median === null || median === undefined || !(median > 0)) return null;
  return (perM2 / median - 1) * 100;
}

/** Whether a listing's price of 1 m² is more than 40 % below its district's median. */
export function isFarBelowMedian(listing: { flat_cost_m: number; district_median_price_m2?: number | null | undefined }): boolean {
  const gap = medianGap(listing.flat_cost_m, listing.district_median_price_m2);
  return gap !== null && gap < FAR_BELOW_MEDIAN;
}
