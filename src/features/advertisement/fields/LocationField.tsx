import { useState } from 'react';
import { mapKa } from '../../../i18n/map.ka';
import { GeoMap } from '../../../ui/map/GeoMap';
import type { LatLng } from '../../../ui/map/geo';
import type { ListingValues } from '../listing-values';
import { HiddenValue } from './HiddenValue';

const t = mapKa.pin;

function pinOf({ lat, lng }: Pick<ListingValues, 'lat' | 'lng'>): LatLng | null {
  return lat !== '' && lng !== '' && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng)) ? { lat: Number(lat), lng: Number(lng) } : null;
}

/**
 * The listing's place on the map: a click on the map or a drag of the pin sets it. There is no
 * geocoding service, so the typed address does not move it; the pin stays editable.
 */
export function LocationField({ initial }: { initial: Pick<ListingValues, 'lat' | 'lng'> }) {
  const [pin, setPin] = useState(() => pinOf(initial));
  return (
    <div className="listing-form__wide">
      <p className="listing-form__hint">{t.hint}</p>
      <GeoMap label={t.label} pin={{ value: pin, onChange: setPin }} />
      <HiddenValue name="lat" value={pin ? String(pin.lat) : ''} />
      <HiddenValue name="lng" value={pin ? String(pin.lng) : ''} />
    </div>
  );
}
