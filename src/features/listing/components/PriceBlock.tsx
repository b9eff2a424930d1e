import { useQuery } from '@tanstack/react-query';
import { formatGel, formatNumber, formatUsd, formatUsdPerM2 } from '../../../domain/format';
import { listingKa } from '../../../i18n/listing.ka';
import { priceInGelQuery } from '../api/queries';
import type { Listing } from '../../../domain/listing-params';

const t = listingKa.price;

/** The price in USD, per m² and converted to GEL (POST /api/convert-price). */
export function PriceBlock({ listing }: { listing: Listing }) {
  // the GEL price is a courtesy: without it the USD price stands alone
  const gel = useQuery({ ...priceInGelQuery(listing.flat_cost), select: (data) => data.result });
  return (
    <div className="listing-price">
      <p className="listing-price__usd">
        <span className="visually-hidden">{t.title}: </span>
        {formatUsd(listing.flat_cost)}
      </p>
      <p className="listing-price__meta">
        <span>
          {formatUsdPerM2(listing.flat_cost_m)}
        </span>
        {gel.data && (
          <span title={t.rate(formatNumber(gel.data.rate))}>
            <span className="visually-hidden">{t.gel}: </span>≈ {formatGel(gel.data.price_gel)}
          </span>
        )}
      </p>
    </div>
  );
}
