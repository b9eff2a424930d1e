import type { Option } from '../../../domain/options';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Select } from '../../../ui/select/Select';

interface Props {
  name: string;
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  searchable?: boolean;
  placeholder?: string;
  /** a required choice cannot be emptied again; an optional one starts its list with "not selected" */
  required?: boolean;
}

/** A single choice of the listing form: the shared Select over one of the form's values. */
export function ChoiceField({ name, label, options, value, onChange, error, searchable = false, placeholder, required = false }: Props) {
  const t = useTexts(listingFormTexts).fields;
  return (
    <div className="listing-form__choice">
      <Select
        id={`field-${name}`}
        label={label}
        options={options}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        searchable={searchable}
        placeholder={placeholder ?? (required ? t.choose : undefined)}
        required={required}
        optional={!required}
        error={error}
      />
    </div>
  );
}
