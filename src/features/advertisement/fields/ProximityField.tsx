import { useState } from 'react';
import { optionTitles, proximityPlaces, travelModes } from '../../../domain/options';
import { advertisementKa as t } from '../../../i18n/advertisement.ka';
import { Button } from '../../../ui/button/Button';
import { Icon } from '../../../ui/icon/Icon';
import { Select } from '../../../ui/select/Select';
import type { ProximityRow } from '../listing-values';
import { HiddenValue } from './HiddenValue';

let nextId = 0;
type Row = ProximityRow & { id: number };
const withId = (row: ProximityRow): Row => ({ ...row, id: (nextId += 1) });

// a travel time is whole minutes from 1 to 120 (the contract's Proximity)
function clampMinutes(text: string): string {
  const n = Math.round(Number(text));
  return text.trim() === '' || !Number.isFinite(n) ? '' : String(Math.min(120, Math.max(1, n)));
}

/** How far the metro, a school, a clinic are (§3 proximity): rows of place, travel mode, minutes. */
export function ProximityField({ initial }: { initial: readonly ProximityRow[] }) {
  const [rows, setRows] = useState<Row[]>(() => initial.map(withId));
  const update = (id: number, change: Partial<ProximityRow>) => setRows((list) => list.map((row) => (row.id === id ? { ...row, ...change } : row)));
  const value = JSON.stringify(rows.map(({ place, mode, minutes }) => ({ place, mode, minutes })));

  return (
    <fieldset className="proximity">
      <legend className="feature-checks__legend">{optionTitles.proximity}</legend>
      <p className="listing-form__hint">{t.fields.proximityHint}</p>
      <HiddenValue name="proximity" value={value} />
      {rows.map((row, index) => (
        <div key={row.id} className="proximity__row">
          <Select label={t.fields.place} options={proximityPlaces} value={row.place || null} onChange={(place) => update(row.id, { place: place ?? '' })} placeholder={t.fields.choose} />
          <Select label={t.fields.mode} options={travelModes} value={row.mode || null} onChange={(mode) => update(row.id, { mode: mode ?? '' })} placeholder={t.fields.choose} />
          <div className="field proximity__minutes">
            <label className="field__label" htmlFor={`proximity-minutes-${row.id}`}>
              {t.fields.minutes}
            </label>
            <div className="field__control">
              <input
                id={`proximity-minutes-${row.id}`}
                className="field__input"
                inputMode="numeric"
                value={row.minutes}
                onChange={(event) => update(row.id, { minutes: event.target.value.replace(/\D/g, '') })}
                onBlur={(event) => update(row.id, { minutes: clampMinutes(event.target.value) })}
              />
            </div>
          </div>
          <button type="button" className="proximity__remove" aria-label={t.fields.removeProximity(index + 1)} onClick={() => setRows((list) => list.filter((r) => r.id !== row.id))}>
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
      <Button variant="secondary" className="proximity__add" onClick={() => setRows((list) => [...list, withId({ place: '', mode: '1', minutes: '' })])}>
        <Icon name="plus" size={18} /> {t.fields.addProximity}
      </Button>
    </fieldset>
  );
}
