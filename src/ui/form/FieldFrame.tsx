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
