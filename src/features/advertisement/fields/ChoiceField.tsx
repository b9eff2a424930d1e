import { useState } from 'react';
import type { Option } from '../../../domain/options';
import { advertisementKa as t } from '../../../i18n/advertisement.ka';
import { Select } from '../../../ui/select/Select';
import { HiddenValue } from './HiddenValue';

interface Props {
  name: string;
  label: string;
  options: readonly Option[];
  initial: string;
  error?: string;
  searchable?: boolean;
  placeholder?: string;
}

/** A single choice of the listing form: the shared Select, its value carried by a hidden input. */
export function ChoiceField({ name, label, options, initial, error, searchable = false, placeholder = t.fields.choose }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <div className="listing-form__choice">
      <Select
        id={`field-${name}`}
        label={label}
        options={options}
        value={value || null}
        onChange={(next) => setValue(next ?? '')}
        searchable={searchable}
        placeholder={placeholder}
        error={error}
      />
      <HiddenValue name={name} value={value} />
    </div>
  );
}
