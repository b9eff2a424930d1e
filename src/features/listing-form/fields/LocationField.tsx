import { mapKa } from '../../../i18n/map.ka';
import { GeoMap } from '../../../ui/map/GeoMap';
import type { LatLng } from '../../../domain/geo';
import type { ListingValues } from '../listing-values';

const t = mapKa.pin;

function pinOf({ lat, lng }: Pick<ListingValues, 'lat' | 'lng'>): LatLng | null {
  return lat !== '' && lng !== '' && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng)) ? { lat: Number(lat), lng: Number(lng) } : null;
}

/**
 * The listing's place on the map: a click on the map or a drag of the pin sets it. There is no
 * geocoding service, so the typed address does not move it; the pin stays editable.
 */
export function LocationField({ value, onChange }: { value: Pick<ListingValues, 'lat' | 'lng'>; onChange: (pin: LatLng | null) => void }) {
  return (
    <div className="listing-form__wide">
      <p className="listing-form__hint">{t.hint}</p>
      <GeoMap label={t.label} pin={{ value: pinOf(value), onChange }} />
    </div>
  );
}
