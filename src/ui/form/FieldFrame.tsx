/**
 * The frame every form field shares: a visible label, the bordered control box, a hint and an
 * error announced with role=alert. TextField builds on it; a textarea or a select field can too:
 *
 *   <FieldFrame inputId={id} label="…" hint="…" error={error}>
 *     <textarea id={id} className="field__input" aria-describedby={fieldDescription(id, { hint, error })} … />
 *   </FieldFrame>
 */
import type { ReactNode } from 'react';
import { controlsTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import './field.css';

interface Props {
  inputId: string;
  label: string;
  /** shows "optional" beside the label */
  optional?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  /** the control and anything inside its box (a prefix, a button) */
  children: ReactNode;
}

/** The aria-describedby of a field's control: `extra` ids, then its hint and its error. */
export function fieldDescription(inputId: string, { hint, error, extra }: { hint?: string; error?: string; extra?: string }): string | undefined {
  return [extra, hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined;
}

export function FieldFrame({ inputId, label, optional = false, hint, error, className, children }: Props) {
  const t = useTexts(controlsTexts).form;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {optional && <span className="field__optional"> ({t.optional})</span>}
      </label>
      <div className="field__control">{children}</div>
      {hint && (
        <p id={`${inputId}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * How much a field holds of the most its form takes ("83 / 80"): past it the count says so and the
 * form's rule refuses, and nothing pasted is cut. Its control names `id` in its aria-describedby.
 */
export function FieldCount({ id, length, max, inline = false }: { id: string; length: number; max: number; /** in a one-line field's box, after the text */ inline?: boolean }) {
  const t = useTexts(controlsTexts).form;
  return (
    <span id={id} className={`field__count${inline ? ' field__count--inline' : ''}${length > max ? ' field__count--over' : ''}`}>
      {t.chars(length, max)}
    </span>
  );
}
