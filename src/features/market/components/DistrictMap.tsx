import { useLocation } from 'wouter';
import type { AdType } from '../../../domain/catalog-filters';
import { formatUsdPerM2 } from '../../../domain/format';
import type { LatLng } from '../../../domain/geo';
import { localized } from '../../../domain/localized';
import type { PropertyKind } from '../../../domain/options';
import { marketTexts } from '../../../i18n/catalogues';
import { useLang, useTexts } from '../../../i18n/texts';
import { GeoMap } from '../../../ui/map/GeoMap';
import type { MapRegion } from '../../../ui/map/LeafletMap';
import { stepFloors, stepOf, type Scale } from '../colour-scale';
import type { MarketDistrict } from '../market';
import { districtCatalogHref } from './DistrictList';

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
 * Tbilisi with each district coloured by its median (a marker at its centre where it has no
 * outline), each leading to its listings: the browser's addition (Leaflet needs one); the list
 * below says the same without it.
 */
export function DistrictMap({ districts, adType, kind, scale, decimals }: Props) {
  const t = useTexts(marketTexts);
  const lang = useLang();
  const [, navigate] = useLocation();
  const price = (median: number) => formatUsdPerM2(median, lang, decimals);
  const regions: MapRegion[] = districts.map((district) => {
    const name = localized(district, 'district_name', lang);
    const median = district.median_price_m2;
    return {
      id: district.district_id,
      label: t.map.district(name, median === null ? t.map.noData : adType === 2 ? t.perMonth(price(median)) : price(median)),
      className: `market-step--${stepOf(median, scale) ?? 'none'}`,
      centre: latLng(district.centre.coordinates),
      outline: district.outline?.coordinates.map((ring) => ring.map(latLng)),
    };
  });
  return (
    <div className="market-map">
      <GeoMap label={t.map.label[adType]} regions={regions} onRegion={(id) => navigate(districtCatalogHref(adType, id, kind))} />
      {scale && (
        <ul className="market-legend" aria-label={t.map.legend[adType]}>
          {stepFloors(scale, decimals).map(({ step, floor }) => (
            <li key={step}>
              <span className={`market-swatch market-step--${step}`} aria-hidden="true" />
              {price(floor)}
            </li>
          ))}
          <li>
            <span className="market-swatch market-step--none" aria-hidden="true" />
            {t.map.noData}
          </li>
        </ul>
      )}
    </div>
  );
}

