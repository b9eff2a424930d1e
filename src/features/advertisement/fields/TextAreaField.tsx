import { useId, useState } from 'react';
import { advertisementKa as t } from '../../../i18n/advertisement.ka';

interface Props {
  name: string;
  label: string;
  maxLength: number;
  initial: string;
  hint?: string;
  error?: string;
}

/** A long text (the description) in the look of the shared TextField, with a character count. */
export function TextAreaField({ name, label, maxLength, initial, hint, error }: Props) {
  const autoId = useId();
  const [length, setLength] = useState(initial.length);
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={`field-${name}`}>
        {label}
      </label>
      <div className="field__control">
        <textarea
          id={`field-${name}`}
          name={name}
          className="field__input listing-form__textarea"
          rows={7}
          maxLength={maxLength}
          defaultValue={initial}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined}
          onChange={(event) => setLength(event.target.value.length)}
        />
      </div>
      <p id={hintId} className="field__hint listing-form__counted">
        <span>{hint}</span>
        <span>{t.fields.chars(length, maxLength)}</span>
      </p>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
