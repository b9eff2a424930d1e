import { useId, useMemo } from 'react';
import { useLocation } from 'wouter';
import type { AdType } from '../../../domain/catalog-filters';
import { formatUsdPerM2 } from '../../../domain/format';
import type { LatLng } from '../../../domain/geo';
import { localizedMarked } from '../../../domain/localized';
import type { PropertyKind } from '../../../domain/options';
import { appTexts, marketTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { GeoMap } from '../../../ui/map/GeoMap';
import type { MapRegion } from '../../../ui/map/LeafletMap';
import { stepClass, stepFloors, stepMark, stepOf, type Scale } from '../colour-scale';
import type { MarketDistrict } from '../market';
import { districtCatalogHref } from './DistrictList';
import { StepSwatch } from './StepSwatch';

// GeoJSON positions are longitude first
const latLng = ([lng = 0, lat = 0]: readonly number[]): LatLng => ({ lat, lng });

interface Props {
  districts: readonly MarketDistrict[];
  adType: AdType;
  kind: PropertyKind | null;
  scale: Scale | null;
  /** the decimals of the page's figures */
  decimals: number;
}

/**
 * Tbilisi with each district coloured by its median, a marker at its centre with its step's
 * number and a label with its name and figure beside it, each leading to its listings: the
 * browser's addition (Leaflet needs one); the list above says the same without it.
 */
export function DistrictMap({ districts, adType, kind, scale, decimals }: Props) {
  const t = useTexts(marketTexts);
  const { perMonth } = useTexts(appTexts).app;
  const lang = useLang();
  const [, navigate] = useLocation();
  const legendId = useId();
  const price = (median: number) => formatUsdPerM2(median, lang, decimals);
  // the same regions from one render to the next: new ones are drawn anew, which drops a marker's focus
  const regions = useMemo(
    () =>
      districts.map((district): MapRegion => {
        const { text: name, lang: nameLang } = localizedMarked(district, 'district_name', lang);
        const median = district.median_price_m2;
        const figure = median === null ? undefined : formatUsdPerM2(median, lang, decimals);
        const step = stepOf(median, scale);
        return {
          id: district.district_id,
          label: t.map.district(name, figure === undefined ? t.map.noData : adType === 2 ? perMonth(figure) : figure),
          className: stepClass(step),
          mark: stepMark(step),
          // the legend's title says a rent is a month's, and its list what a hollow marker without a figure means
          caption: { name, lang: nameLang, figure },
          centre: latLng(district.centre.coordinates),
          outline: district.outline?.coordinates.map((ring) => ring.map(latLng)),
        };
      }),
    [districts, adType, scale, decimals, lang, t],
  );
  return (
    <div className="market-map">
      <GeoMap label={t.map.label[adType]} regions={regions} onRegion={(id) => navigate(districtCatalogHref(adType, id, kind))} />
      {scale && (
        <>
          <p id={legendId} className="market-legend__title">
            {t.map.legend[adType]}
          </p>
          <ul className="market-legend" aria-labelledby={legendId}>
            {stepFloors(scale, decimals).map(({ step, floor }) => (
              <li key={step}>
                <StepSwatch step={step} />
                {price(floor)}
              </li>
            ))}
            <li>
              <StepSwatch step={null} />
              {t.map.noData}
            </li>
          </ul>
        </>
      )}
    </div>
  );
}

