import { Link } from 'wouter';
import { useRateValue } from '../../../api/rate-query';
import { paths } from '../../../config/paths';
import { emptyFilters, normalize, toQuery, type AdType } from '../../../domain/catalog-filters';
import { formatGelPerM2, formatLariPerM2, formatNumber, formatUsdPerM2 } from '../../../domain/format';
import { localizedMarked } from '../../../domain/localized';
import type { PropertyKind } from '../../../domain/options';
import { appTexts, marketTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import type { Domain } from '../chart';
import { stepOf, type Scale } from '../colour-scale';
import type { MarketDistrict, MarketScope } from '../market';
import { PriceChart } from './PriceChart';
import { StepSwatch } from './StepSwatch';

/** The catalogue of a deal filtered by one district (and the page's kind), as the catalogue writes its own links. */
export function districtCatalogHref(adType: AdType, districtId: number, kind: PropertyKind | null): string {
  const route = adType === 2 ? paths.catalogRent : paths.catalogSell;
  return route.href(toQuery(normalize({ ...emptyFilters(adType), districts: [String(districtId)], flatObjects: kind === null ? null : String(kind) })));
}

interface Props {
  districts: readonly MarketDistrict[];
  adType: AdType;
  kind: PropertyKind | null;
  scope: MarketScope;
  scale: Scale | null;
  domain: Domain | null;
  /** the decimals of the page's figures */
  decimals: number;
}

/**
 * Each district: its median in dollars and in lari (Geostat's published figure, or the dollars at
 * today's rate where none was published), its listings, its change over a year and its chart; its
 * name leads to its listings.
 */
export function DistrictList({ districts, adType, kind, scope, scale, domain, decimals }: Props) {
  const t = useTexts(marketTexts);
  const { perMonth } = useTexts(appTexts).app;
  const lang = useLang();
  const rate = useRateValue();
  const unit = (price: string) => (adType === 2 ? perMonth(price) : price);
  return (
    <ol className="market-districts">
      {districts.map((district) => {
        const { text: name, lang: nameLang } = localizedMarked(district, 'district_name', lang);
        const median = district.median_price_m2;
        const published = district.median_price_m2_gel;
        const step = stepOf(median, scale);
        return (
          <li key={district.district_id} className="market-district">
            <h2 className="market-district__name">
              <StepSwatch step={step} />
              <Link href={districtCatalogHref(adType, district.district_id, kind)} lang={nameLang}>
                {name}
              </Link>
            </h2>
            <p className="market-district__median">
              {median === null ? (
                t.noMedian[scope]
              ) : (
                <>
                  <span className="market-district__usd">{unit(formatUsdPerM2(median, lang, decimals))}</span>
                  {published !== null ? (
                    <span className="market-district__gel">{t.published(unit(formatLariPerM2(published, lang)))}</span>
                  ) : (
                    rate !== undefined && (
                      <span className="market-district__gel">{t.gel(unit(formatGelPerM2(median, rate, lang)), formatNumber(rate, lang))}</span>
                    )
                  )}
                </>
              )}
            </p>
            <p className="market-district__facts">
              <span>{t.listings(district.listings)}</span>
              <span className={district.change_year === null ? undefined : district.change_year >= 0 ? 'is-up' : 'is-down'}>
                {district.change_year === null ? t.changeUnknown : t.change(district.change_year)}
              </span>
            </p>
            {domain && district.series.length > 0 && <PriceChart series={district.series} domain={domain} district={name} adType={adType} unit={unit(t.axisUnit)} />}
          </li>
        );
      })}
    </ol>
  );
}
