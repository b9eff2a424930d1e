import { useId, type SelectHTMLAttributes } from 'react';
import type { Option } from '../../domain/options';
import { FieldFrame, fieldDescription } from './FieldFrame';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> {
  name: string;
  label: string;
  options: readonly Option[];
  hint?: string;
  error?: string;
  /** an empty first choice, e.g. "all" in a filter */
  placeholder?: string;
}

/** A labelled native select in the frame every field shares, for short choices. */
export function SelectField({ name, label, options, hint, error, placeholder, ...rest }: Props) {
  const id = `${useId()}-${name}`;
  return (
    <FieldFrame inputId={id} label={label} hint={hint} error={error}>
      <select
        {...rest}
        id={id}
        name={name}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, { hint, error })}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
