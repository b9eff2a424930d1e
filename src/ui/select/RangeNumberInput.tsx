import { useId, useState } from 'react';

interface Props {
  label: string;
  value: number | null;
  placeholder: string;
  unit?: string;
  limits: { min: number; max: number };
  /** called on blur and Enter with the typed number, or null for an empty field */
  onCommit: (n: number | null) => void;
}

/**
 * A bound typed by hand. What is typed stays a draft until blur or Enter, so typing '500'
 * does not get clamped at '5'; the wheel is ignored (§5) by leaving the field, so a page
 * scroll over it never changes the number.
 */
export function RangeNumberInput({ label, value, placeholder, unit, limits, onCommit }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    const typed = draft.trim();
    setDraft(null);
    onCommit(typed === '' ? null : Number(typed));
  }

  return (
    <div className="range-select__field">
      <label htmlFor={id} className="range-select__field-label">
        {label}
      </label>
      <div className="range-select__input-box">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="range-select__input"
          min={limits.min}
          max={limits.max}
          step={1}
          placeholder={placeholder}
          value={draft ?? (value === null ? '' : String(value))}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
          onWheel={(event) => event.currentTarget.blur()}
        />
        {unit && (
          <span className="range-select__unit" aria-hidden="true">
            {unit}
          </span>
        )}
      </div>
    </div>
  );
}
