import { api } from '../../../api/client';
import { formatGel, formatNumber, formatUsd, formatUsdPerM2 } from '../../../domain/format';
import { listingKa } from '../../../i18n/listing.ka';
import { failed, loaded, useLoad } from '../../../ui/load/use-load';
import type { Listing } from '../../../domain/listing-params';

const t = listingKa.price;

/** The price in USD, per m² and converted to GEL (POST /api/convert-price). */
export function PriceBlock({ listing }: { listing: Listing }) {
  const gel = useLoad(async () => {
    const { data } = await api.POST('/api/convert-price', { body: { price: listing.flat_cost } });
    return data ? loaded(data.result) : failed();
  }, [listing.flat_cost]);
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
        {gel.status === 'ready' && (
          <span title={t.rate(formatNumber(gel.data.rate))}>
            <span className="visually-hidden">{t.gel}: </span>≈ {formatGel(gel.data.price_gel)}
          </span>
        )}
      </p>
    </div>
  );
}
