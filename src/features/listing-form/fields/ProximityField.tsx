import { useOptions } from '../../../domain/options';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { Icon } from '../../../ui/icon/Icon';
import { Select } from '../../../ui/select/Select';
import type { ProximityRow } from '../listing-values';

// a travel time is whole minutes from 1 to 120 (the contract's Proximity)
function clampMinutes(text: string): string {
  const n = Math.round(Number(text));
  return text.trim() === '' || !Number.isFinite(n) ? '' : String(Math.min(120, Math.max(1, n)));
}

interface Props {
  rows: readonly ProximityRow[];
  onChange: (rows: ProximityRow[]) => void;
}

/** How far the metro, a school, a clinic are (§3 proximity): rows of place, travel mode, minutes. */
export function ProximityField({ rows, onChange }: Props) {
  const t = useTexts(listingFormTexts).fields;
  const { optionTitles, proximityPlaces, travelModes } = useOptions();
  const update = (at: number, change: Partial<ProximityRow>) => onChange(rows.map((row, index) => (index === at ? { ...row, ...change } : row)));

  return (
    <fieldset className="proximity">
      <legend className="feature-checks__legend">{optionTitles.proximity}</legend>
      <p className="listing-form__hint">{t.proximityHint}</p>
      {rows.map((row, index) => (
        // rows have no identity of their own; a removed row's place is taken by the next one
        <div key={index} className="proximity__row">
          <Select label={t.place} options={proximityPlaces} value={row.place || null} onChange={(place) => update(index, { place: place ?? '' })} />
          <Select label={t.mode} options={travelModes} value={row.mode || null} onChange={(mode) => update(index, { mode: mode ?? '' })} />
          <div className="field proximity__minutes">
            <label className="field__label" htmlFor={`proximity-minutes-${index}`}>
              {t.minutes}
            </label>
            <div className="field__control">
              <input
                id={`proximity-minutes-${index}`}
                className="field__input"
                inputMode="numeric"
                value={row.minutes}
                onChange={(event) => update(index, { minutes: event.target.value.replace(/\D/g, '') })}
                onBlur={(event) => update(index, { minutes: clampMinutes(event.target.value) })}
              />
            </div>
          </div>
          <button type="button" className="proximity__remove" aria-label={t.removeProximity(index + 1)} onClick={() => onChange(rows.filter((_, at) => at !== index))}>
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
      <Button variant="secondary" className="proximity__add" onClick={() => onChange([...rows, { place: '', mode: '1', minutes: '' }])}>
        <Icon name="plus" size={18} /> {t.addProximity}
      </Button>
    </fieldset>
  );
}
