import { Price } from '../../../ui/price/Price';
import type { Listing } from '../../../domain/listing';

/** The price in USD with its price per m², and in lari at the day's rate. */
export function PriceBlock({ listing }: { listing: Listing }) {
  return (
    <p className="listing-price">
      <Price usd={listing.flat_cost} perM2={listing.flat_cost_m} />
    </p>
  );
}
