import { useId, useState, type TextareaHTMLAttributes } from 'react';
import { controlsTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { TEXT_MAX_LENGTH } from '../../domain/limits';
import { FieldFrame, fieldDescription } from './FieldFrame';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  /** shows "n / max" under the field as the user types */
  counted?: boolean;
}

/** A labelled multi-line input in the frame every field shares, optionally with a character count. */
export function TextAreaField({ name, label, hint, error, optional, counted = false, rows = 4, maxLength = TEXT_MAX_LENGTH, onChange, ...rest }: Props) {
  const t = useTexts(controlsTexts).form;
  const id = `${useId()}-${name}`;
  const initial = typeof rest.defaultValue === 'string' ? rest.defaultValue.length : 0;
  const [length, setLength] = useState(initial);
  const countId = `${id}-count`;
  return (
    <FieldFrame inputId={id} label={label} hint={hint} error={error} optional={optional}>
      <textarea
        {...rest}
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, { hint, error, extra: counted ? countId : undefined })}
        onChange={(event) => {
          setLength(event.target.value.length);
          onChange?.(event);
        }}
      />
      {counted && (
        <span id={countId} className="field__count">
          {t.chars(length, maxLength)}
        </span>
      )}
    </FieldFrame>
  );
}
