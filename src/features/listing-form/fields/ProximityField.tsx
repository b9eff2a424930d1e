import { useOptions } from '../../../domain/options';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { Icon } from '../../../ui/icon/Icon';
import { FieldFrame, fieldDescription } from '../../../ui/form/FieldFrame';
import { Select } from '../../../ui/select/Select';
import { proximityGap, type ProximityRow } from '../listing-values';

// a travel time is whole minutes from 1 to 120 (the contract's Proximity)
function clampMinutes(text: string): string {
  const n = Math.round(Number(text));
  return text.trim() === '' || !Number.isFinite(n) ? '' : String(Math.min(120, Math.max(1, n)));
}

interface Props {
  rows: readonly ProximityRow[];
  onChange: (rows: ProximityRow[]) => void;
  /** the form refused a row begun and not finished: each such row says what it lacks */
  invalid: boolean;
}

/** How far the metro, a school, a clinic are (§3 proximity): rows of place, travel mode, minutes. */
export function ProximityField({ rows, onChange, invalid }: Props) {
  const texts = useTexts(listingFormTexts);
  const t = texts.fields;
  const { optionTitles, proximityPlaces, travelModes } = useOptions();
  const update = (at: number, change: Partial<ProximityRow>) => onChange(rows.map((row, index) => (index === at ? { ...row, ...change } : row)));

  return (
    // the form focuses it when a row is refused
    <fieldset id="field-proximity" className="proximity" tabIndex={-1}>
      <legend className="feature-checks__legend">{optionTitles.proximity}</legend>
      <p className="listing-form__hint">{t.proximityHint}</p>
      {rows.map((row, index) => {
        const gap = invalid ? proximityGap(row) : null;
        const message = (lacks: 'place' | 'mode' | 'minutes') => (gap === lacks ? texts.checks.proximity[lacks] : undefined);
        const minutesId = `proximity-minutes-${index}`;
        // rows have no identity of their own; a removed row's place is taken by the next one
        return (
          <div key={index} className="proximity__row">
            <Select
              wrap
              className="proximity__choice"
              label={t.place}
              options={proximityPlaces}
              value={row.place || null}
              onChange={(place) => update(index, { place: place ?? '' })}
              error={message('place')}
            />
            <Select
              wrap
              className="proximity__choice"
              label={t.mode}
              options={travelModes}
              value={row.mode || null}
              onChange={(mode) => update(index, { mode: mode ?? '' })}
              error={message('mode')}
            />
            <FieldFrame inputId={minutesId} label={t.minutes} error={message('minutes')}>
              <input
                id={minutesId}
                className="field__input"
                inputMode="numeric"
                value={row.minutes}
                aria-invalid={message('minutes') ? true : undefined}
                aria-describedby={fieldDescription(minutesId, { error: message('minutes') })}
                onChange={(event) => update(index, { minutes: event.target.value.replace(/\D/g, '') })}
                onBlur={(event) => update(index, { minutes: clampMinutes(event.target.value) })}
              />
            </FieldFrame>
            <button type="button" className="proximity__remove" aria-label={t.removeProximity(index + 1)} onClick={() => onChange(rows.filter((_, at) => at !== index))}>
              <Icon name="close" size={18} />
            </button>
          </div>
        );
      })}
      <Button variant="secondary" className="proximity__add" onClick={() => onChange([...rows, { place: '', mode: '1', minutes: '' }])}>
        <Icon name="plus" size={18} /> {t.addProximity}
      </Button>
    </fieldset>
  );
}
