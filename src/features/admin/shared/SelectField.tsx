import { useId, type SelectHTMLAttributes } from 'react';
import type { Option } from '../../../domain/options';
import '../../../ui/form/field.css';
import './extra-fields.css';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: string;
  options: readonly Option[];
  error?: string;
  /** an empty first choice, e.g. "all" in a filter */
  placeholder?: string;
}

/** A labelled native select in the look of ui/form TextField, for short admin choices. */
export function SelectField({ name, label, options, error, placeholder, ...rest }: Props) {
  const id = `${useId()}-${name}`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <select
          {...rest}
          id={id}
          name={name}
          className="field__input extra-fields__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
