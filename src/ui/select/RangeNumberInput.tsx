import { useId, useState } from 'react';
import { numberInput, parseNumber } from '../../domain/format';
import { controlsTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';

interface Props {
  label: string;
  value: number | null;
  placeholder: string;
  unit?: string;
  /** called on blur and Enter with the typed number, or null for an empty field */
  onCommit: (n: number | null) => void;
}

/**
 * A bound typed by hand, read as every number field of the app reads one (parseNumber: '150 000',
 * '1500,5'), not as the browser's locale would. What is typed stays a draft until blur or Enter, so
 * typing '500' does not get clamped at '5'; what is not a number stays as typed, and says so.
 */
export function RangeNumberInput({ label, value, placeholder, unit, onCommit }: Props) {
  const t = useTexts(controlsTexts).select;
  const lang = useLang();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  // a bound set elsewhere (the slider, Clear) replaces what was typed and refused
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(null);
    setRefused(false);
  }

  /** Whether what is typed is taken. */
  function commit(): boolean {
    if (draft === null) return true;
    const typed = draft.trim();
    const n = typed === '' ? null : parseNumber(typed);
    const taken = n === null || Number.isFinite(n);
    setRefused(!taken);
    if (taken) {
      setDraft(null);
      onCommit(n);
    }
    return taken;
  }

  return (
    <div className="range-select__field">
      <label htmlFor={id} className="range-select__field-label">
        {label}
      </label>
      <div className="range-select__input-box">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          className="range-select__input"
          placeholder={placeholder}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? `${id}-refused` : undefined}
          value={draft ?? numberInput(value, lang)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          // a refused bound does not submit its form with the bound it had
          onKeyDown={(event) => event.key === 'Enter' && !commit() && event.preventDefault()}
        />
        {unit && (
          <span className="range-select__unit" aria-hidden="true">
            {unit}
          </span>
        )}
      </div>
      {refused && (
        <p id={`${id}-refused`} className="range-select__refused" role="alert">
          {t.notNumber}
        </p>
      )}
    </div>
  );
}
