import { formatGel, formatNumber } from '../../domain/format';
import { localized } from '../../domain/localized';
import { labelOf, useOptions } from '../../domain/options';
import { appTexts, tariffOrderTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { chosenLines, localTotal, validDays, type Tariff, type TariffSelection } from './order-selection';
import type { PriceState } from './use-price';
import './tariff-order.css';

interface Props {
  tariffs: readonly Tariff[];
  selection: TariffSelection;
  /** the server's price; null for a guest, who sees the total before the personal coefficient */
  price: PriceState | null;
  listings?: number;
  /** a tariff or service already runs on the listing: choosing nothing keeps it, rather than publishing free */
  promoted?: boolean;
}

/** The chosen lines and what is to pay: `totalToPay` from the price calculation (§7). */
export function PriceSummary({ tariffs, selection, price, listings = 1, promoted = false }: Props) {
  const t = useTexts(tariffOrderTexts);
  const app = useTexts(appTexts).app;
  const o = useOptions();
  const lang = useLang();
  const lines = chosenLines(selection, tariffs);
  if (lines.length === 0) return <p className="price-summary__empty">{promoted ? t.nothingNew : t.nothingChosen}</p>;
  // days that are not acceptable make no figure, neither of their line nor of the total
  const local = localTotal(selection, tariffs, listings);
  return (
    <section className="price-summary" aria-labelledby="price-summary-title">
      <h3 id="price-summary-title" className="price-summary__title">
        {t.summaryTitle}
      </h3>
      <ul className="price-summary__lines">
        {lines.map(({ tariff, days }) => {
          const valid = validDays(days, tariff);
          return (
            <li key={tariff.name} className="price-summary__line">
              <span>
                {labelOf(o.tariffNames, tariff.name) || localized(tariff, 'title', lang)}
                {/* the field says what is wrong with days it cannot take */}
                {valid !== null && ` · ${t.lineDays(String(valid))}`}
              </span>
              {valid !== null && <span>{formatGel(tariff.price * valid * listings, lang)}</span>}
            </li>
          );
        })}
      </ul>
      <div className="price-summary__total" aria-live="polite">
        <span>{t.toPay}</span>
        {local === null ? (
          <span className="price-summary__muted">{t.daysFirst}</span>
        ) : price === null ? (
          <strong>{formatGel(local, lang)}</strong>
        ) : price.price ? (
          <strong>{formatGel(price.price.totalToPay, lang)}</strong>
        ) : price.failed ? (
          <span className="price-summary__failed">
            {t.priceFailed}{' '}
            <button type="button" className="price-summary__retry" onClick={price.retry}>
              {app.retry}
            </button>
          </span>
        ) : (
          <span className="price-summary__muted">{t.calculating}</span>
        )}
      </div>
      {price === null && local !== null && <p className="price-summary__note">{t.estimate}</p>}
      {price?.price && price.price.coefficient !== 1 && (
        <p className="price-summary__note">
          {t.coefficient(formatNumber(price.price.coefficient, lang))} · {t.beforeCoefficient(formatGel(price.price.total, lang))}
        </p>
      )}
    </section>
  );
}
