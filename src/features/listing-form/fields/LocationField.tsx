import { mapTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { GeoMapWhenNear } from '../../../ui/map/GeoMap';
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
  const refused = errors.lat === undefined ? (errors.lng === undefined ? null : 'lng') : 'lat';
  const errorId = refused ? `field-${refused}` : undefined;
  return (
    <div className="listing-form__wide">
      <p className="listing-form__hint">{t.pin.hint}</p>
      {/* its code is the largest part of the form: not asked for beside step 1's fields */}
      <GeoMapWhenNear label={t.pin.label} pin={{ value: pinOf(value), onChange, describedBy: errorId }} />
      {refused && (
        // where a refusal of the pin takes the focus (`field-<name>`, as for every field): the map has no input of its own
        <p id={errorId} className="field__error" role="alert" tabIndex={-1}>
          {errors[refused]}
        </p>
      )}
    </div>
  );
}
