import { useId, type ComponentProps } from 'react';
import { TEXT_MAX_LENGTH } from '../../domain/limits';
import { FieldCount, FieldFrame, fieldDescription } from './FieldFrame';

interface Props extends Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'maxLength'> {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  /** the length of what the field holds (the form's value, a restored draft too), shown as "n / max" under it */
  length?: number;
  /** the most its form takes: past it the count says so and the form's rule refuses, and nothing pasted is cut */
  max?: number;
}

/** A labelled multi-line input in the frame every field shares, optionally with a character count. */
export function TextAreaField({ name, label, hint, error, optional, length, rows = 4, max = TEXT_MAX_LENGTH, ...rest }: Props) {
  const id = `${useId()}-${name}`;
  const counted = length !== undefined;
  const countId = `${id}-count`;
  return (
    <FieldFrame inputId={id} label={label} hint={hint} error={error} optional={optional}>
      <textarea
        {...rest}
        id={id}
        name={name}
        rows={rows}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, { hint, error, extra: counted ? countId : undefined })}
      />
      {counted && <FieldCount id={countId} length={length} max={max} />}
    </FieldFrame>
  );
}
