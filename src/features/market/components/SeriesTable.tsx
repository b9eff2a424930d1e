import { useId } from 'react';
import { marketTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import type { AdType } from '../../../domain/catalog-filters';
import { formatNumber } from '../../../domain/format';
import { localizedMarked } from '../../../domain/localized';
import { quarterIndex } from '../chart';
import type { MarketDistrict } from '../market';
import { periodLabel } from '../period';

/** Every district's median by quarter as a table: the charts' figures for screen readers and for copying. */
export function SeriesTable({ districts, adType, decimals }: { districts: readonly MarketDistrict[]; adType: AdType; decimals: number }) {
  const t = useTexts(marketTexts);
  const lang = useLang();
  const captionId = useId();
  const periods = [...new Set(districts.flatMap((district) => district.series.map((point) => point.period)))].sort(
    (a, b) => quarterIndex(a) - quarterIndex(b),
  );
  return (
    <div className="market-table" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table>
        <caption id={captionId}>{t.table.caption[adType]}</caption>
        <thead>
          <tr>
            <th scope="col">{t.table.district}</th>
            {periods.map((period) => (
              <th key={period} scope="col">
                {periodLabel(period, t, true)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {districts.map((district) => {
            // a district without a name in the page's language keeps its Georgian one, marked so
            const { text: name, lang: nameLang } = localizedMarked(district, 'district_name', lang);
            return (
              <tr key={district.district_id}>
                <th scope="row" lang={nameLang}>
                  {name}
                </th>
                {periods.map((period) => {
                  const point = district.series.find((each) => each.period === period);
                  return <td key={period}>{point ? formatNumber(point.median_price_m2, lang, decimals) : t.table.none}</td>;
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
