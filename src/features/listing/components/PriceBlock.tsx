import { useId } from 'react';
import { Link } from 'wouter';
import { useRateValue } from '../../../api/rate-query';
import { paths } from '../../../config/paths';
import { formatDate, formatLead, formatLeadPerM2, formatNumber } from '../../../domain/format';
import type { Listing } from '../../../domain/listing';
import { localized } from '../../../domain/localized';
import { comparableWithMedian, medianGap } from '../../../domain/median';
import { splitPeriod } from '../../../domain/period';
import { kindQuery } from '../../../domain/market-search';
import { propertyKindOf } from '../../../domain/options';
import { appTexts, listingTexts } from '../../../i18n/catalogues';
import type { Lang } from '../../../i18n/lang';
import type { ListingTexts } from '../../../i18n/listing.ka';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { useLeadCurrency } from '../../../state/lead-currency';
import { ofMonth, Price } from '../../../ui/price/Price';

// within half a per cent a price is at the median
const AT_MEDIAN = 0.5;

/**
 * The price in USD with its price per m², and in lari at the day's rate; a reduction, its price
 * per m² against its district's median (with the market page of its deal and kind) and its
 * history, each in the visitor's lead currency, the price's first; a rent's amounts are a month's.
 */
export function PriceBlock({ listing }: { listing: Listing }) {
  const t = useTexts(listingTexts);
  const { app } = useTexts(appTexts);
  const lang = useLang();
  const monthly = listing.adType === 2;
  // as the catalogue the visitor came from shows prices
  const lead = useLeadCurrency();
  // the headline's rate, so every amount of the block is converted alike
  const rate = useRateValue();
  const median = listing.district_median_price_m2;
  // an old build is not compared with Geostat's medians of new ones (the console's rule too)
  const gap = comparableWithMedian(listing) ? medianGap(listing.flat_cost_m, median) : null;
  // a median is worded only with whose it is and its quarter
  const scope = listing.district_median_scope;
  const period = listing.district_median_period;
  const history = listing.price_history ?? [];
  const historyTitle = useId();
  return (
    <>
      <p className="listing-price">
        <Price usd={listing.flat_cost} perM2={listing.flat_cost_m} lead={lead} before={listing.previous_flat_cost} monthly={monthly} />
      </p>
      {gap !== null && typeof median === 'number' && scope && period && (
        <p className="listing-median">
          {medianText(gap, ofMonth(formatLeadPerM2(median, rate, lead, lang), monthly, app), localized(listing, 'district_name', lang), whoseMedian(scope, period, t.median), lang, t.median)}{' '}
          <Link href={(monthly ? paths.marketRent : paths.marketSell).href(kindQuery(propertyKindOf(listing.flatObjects)))}>{t.median.market}</Link>
        </p>
      )}
      {history.length > 1 && (
        <section className="listing-history" aria-labelledby={historyTitle}>
          <h2 id={historyTitle} className="listing-history__title">
            {t.history.title}
          </h2>
          <ol className="listing-history__list">
            {/* two changes of one day share a date */}
            {history.map((entry, index) => (
              <li key={`${index}:${entry.date}`}>
                <span>{formatDate(entry.date, lang)}</span>
                <span>{ofMonth(formatLead(entry.flat_cost, rate, lead, lang), monthly, app)}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

/** Whose median it is and its quarter, in words: 'new-build flats, Geostat, Q1 2025'. */
export function whoseMedian(scope: keyof ListingTexts['median']['whose'], period: string, t: ListingTexts['median']): string {
  const { year, quarter } = splitPeriod(period);
  return t.whose[scope](year, quarter);
}

/** How a price of 1 m² stands against its district's median (`difference`, per cent; the median as `label`), in words. */
export function medianText(difference: number, label: string, district: string, whose: string, lang: Lang, t: ListingTexts['median']): string {
  if (Math.abs(difference) < AT_MEDIAN) return t.at(district, label, whose);
  return (difference < 0 ? t.below : t.above)(`${formatNumber(Math.round(Math.abs(difference)), lang)}%`, district, label, whose);
}
