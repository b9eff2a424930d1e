import type { Currency } from '../../domain/currency';
import { formatLead, formatLeadPerM2, formatNumber, leadAmounts, type Amount } from '../../domain/format';
import type { AppTexts } from '../../i18n/app.ka';
import { appTexts, listingUiTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { useRateValue } from '../../api/rate-query';
import './price.css';

interface Props {
  usd: number;
  /** the price of 1 m² in USD, shown in the leading currency */
  perM2: number;
  /** the amount shown first and larger; USD leads while the rate is unknown */
  lead?: Currency;
  /** the price before the latest reduction, in USD: shown struck through in the lead currency, with the cut, when it was higher */
  before?: number | null | undefined;
  /** a rent's price, which is a month's (§3: adType 2) */
  monthly?: boolean;
}

// screen readers hear which amount is which; each text one node (React marks the seam between two
// with a comment, bytes of every card in a page's first response)
const amount = (label: string, text: string) => (
  <>
    <span className="visually-hidden">{`${label}: `}</span>
    {text}
  </>
);

/** An amount of a rent as a month's ('$1,500 a month'); any other as it is. */
export const ofMonth = (text: string, monthly: boolean, t: AppTexts['app']): string => (monthly ? t.perMonth(text) : text);

/**
 * A price in USD and in lari at the day's rate (the law asks for lari), the lead currency first
 * (leadAmounts), its price per m² and a former price likewise. While the rate is unknown the
 * dollars stand alone and the other line stays reserved, so nothing moves when it comes; the
 * server renders the public pages with the rate in.
 */
export function Price({ usd, perM2, lead = 'USD', before, monthly = false }: Props) {
  const t = useTexts(listingUiTexts).price;
  const { app } = useTexts(appTexts);
  const lang = useLang();
  const rate = useRateValue();
  const [first, other] = leadAmounts(usd, rate, lead, lang);
  const labelled = ({ currency, text }: Amount) => amount(currency === 'GEL' ? t.gel : t.usd, text);
  // both amounts of a rent are a month's
  const period = monthly && <span className="price__period">{` ${t.perMonth}`}</span>;
  return (
    <span className="price">
      <span className="price__lead">
        {labelled(first)}
        {period}
      </span>
      <span className="price__per-m2">{amount(t.perM2, ofMonth(formatLeadPerM2(perM2, rate, lead, lang), monthly, app))}</span>
      <span className="price__other">
        {other && labelled(other)}
        {other && period}
      </span>
      {typeof before === 'number' && before > usd && (
        <span className="price__per-m2">
          {/* a cut with a true minus sign, as the market's changes */}
          <s>{amount(t.before, ofMonth(formatLead(before, rate, lead, lang), monthly, app))}</s> {`−${formatNumber(Math.round(((before - usd) / before) * 100), lang)}%`}
        </span>
      )}
    </span>
  );
}
