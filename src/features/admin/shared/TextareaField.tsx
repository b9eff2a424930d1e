import { useId, type TextareaHTMLAttributes } from 'react';
import { TEXT_MAX_LENGTH } from '../../../domain/limits';
import '../../../ui/form/field.css';
import './extra-fields.css';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line input in the look of ui/form TextField, for the console's reason fields. */
export function TextareaField({ name, label, error, hint, rows = 4, ...rest }: Props) {
  const id = `${useId()}-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <textarea
          maxLength={TEXT_MAX_LENGTH}
          {...rest}
          id={id}
          name={name}
          rows={rows}
          className="field__input extra-fields__textarea"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
