import { mapTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { GeoMap } from '../../../ui/map/GeoMap';
import type { LatLng } from '../../../domain/geo';
import type { ListingValues } from '../listing-values';

function pinOf({ lat, lng }: Pick<ListingValues, 'lat' | 'lng'>): LatLng | null {
  return lat !== '' && lng !== '' && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng)) ? { lat: Number(lat), lng: Number(lng) } : null;
}

/**
 * The listing's place on the map: a click on the map or a drag of the pin sets it. There is no
 * geocoding service, so the typed address does not move it; the pin stays editable.
 */
export function LocationField({ value, onChange }: { value: Pick<ListingValues, 'lat' | 'lng'>; onChange: (pin: LatLng | null) => void }) {
  const t = useTexts(mapTexts).pin;
  return (
    <div className="listing-form__wide">
      <p className="listing-form__hint">{t.hint}</p>
      <GeoMap label={t.label} pin={{ value: pinOf(value), onChange }} />
    </div>
  );
}
