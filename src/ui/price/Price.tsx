import type { Currency } from '../../domain/currency';
import { formatGelPerM2, formatGelPrice, formatUsd, formatUsdPerM2 } from '../../domain/format';
import { listingUiKa } from '../../i18n/listing-ui.ka';
import { useRate } from '../../api/rate-query';
import './price.css';

interface Props {
  usd: number;
  /** the price of 1 m² in USD, shown in the leading currency */
  perM2: number;
  /** the amount shown first and larger; USD leads while the rate is unknown */
  lead?: Currency;
}

const t = listingUiKa.price;

// screen readers hear which amount is which
const amount = (label: string, text: string) => (
  <>
    <span className="visually-hidden">{label}: </span>
    {text}
  </>
);

/**
 * A price in USD and in lari at the day's rate (the law asks for lari). While the rate is
 * unknown the dollars stand alone and the lari's line stays reserved, so nothing moves when it
 * comes; the server renders the public pages with the rate in.
 */
export function Price({ usd, perM2, lead = 'USD' }: Props) {
  const rate = useRate().data;
  const dollars = amount(t.usd, formatUsd(usd));
  const lari = rate === undefined ? null : amount(t.gel, formatGelPrice(usd, rate));
  const gelFirst = lead === 'GEL' && rate !== undefined;
  return (
    <span className="price">
      <span className="price__lead">{gelFirst ? lari : dollars}</span>
      <span className="price__per-m2">{amount(t.perM2, gelFirst ? formatGelPerM2(perM2, rate) : formatUsdPerM2(perM2))}</span>
      <span className="price__other">{gelFirst ? dollars : lari}</span>
    </span>
  );
}
