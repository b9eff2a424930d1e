import { useEffect, useRef, useState } from 'react';
import { mapTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { GeoMap, MapPlaceholder } from '../../../ui/map/GeoMap';
import { whenIdle } from '../../../ui/idle/when-idle';
import type { LatLng } from '../../../domain/geo';
import type { ListingValues } from '../listing-values';

function pinOf({ lat, lng }: Pick<ListingValues, 'lat' | 'lng'>): LatLng | null {
  return lat !== '' && lng !== '' && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng)) ? { lat: Number(lat), lng: Number(lng) } : null;
}

interface Props {
  value: Pick<ListingValues, 'lat' | 'lng'>;
  onChange: (pin: LatLng | null) => void;
  /** the server's refusal of the pin, told under the map */
  errors: Partial<Record<'lat' | 'lng', string>>;
}

/**
 * The listing's place on the map: a click on the map or a drag of the pin sets it. There is no
 * geocoding service, so the typed address does not move it; the pin stays editable.
 */
export function LocationField({ value, onChange, errors }: Props) {
  const t = useTexts(mapTexts);
  // the map's code (Leaflet) is the largest part of the form: it is asked for once the browser is
  // idle and the map's room (its placeholder meanwhile) is near the screen, not beside step 1's fields
  const room = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = room.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '200px 0px' },
    );
    const cancel = whenIdle(() => observer.observe(node));
    return () => {
      cancel();
      observer.disconnect();
    };
  }, []);
  const refused = errors.lat === undefined ? (errors.lng === undefined ? null : 'lng') : 'lat';
  const errorId = refused ? `field-${refused}` : undefined;
  return (
    <div className="listing-form__wide">
      <p className="listing-form__hint">{t.pin.hint}</p>
      <div ref={room}>{near ? <GeoMap label={t.pin.label} pin={{ value: pinOf(value), onChange, describedBy: errorId }} /> : <MapPlaceholder tools />}</div>
      {refused && (
        // where a refusal of the pin takes the focus (`field-<name>`, as for every field): the map has no input of its own
        <p id={errorId} className="field__error" role="alert" tabIndex={-1}>
          {errors[refused]}
        </p>
      )}
    </div>
  );
}
