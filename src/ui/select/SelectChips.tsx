import { controlsTexts } from '../../i18n/catalogues';
import { langMark } from '../../domain/written-in';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { Icon } from '../icon/Icon';
import type { SelectOption } from './select-logic';

interface Props {
  label: string;
  options: readonly SelectOption[];
  value: readonly string[];
  disabled: boolean;
  onRemove: (value: string) => void;
}

/** the picked values of a 'tags' select as removable chips, in option order */
export function SelectChips({ label, options, value, disabled, onRemove }: Props) {
  const t = useTexts(controlsTexts).select;
  const lang = useLang();
  const picked = options.filter((option) => value.includes(option.value));
  if (picked.length === 0) return null;
  return (
    <ul className="select__chips" aria-label={label}>
      {picked.map((option) => (
        <li key={option.value} className="select__chip">
          <span lang={langMark(option.label, lang)}>{option.label}</span>
          <button
            type="button"
            className="select__chip-remove"
            aria-label={t.remove(option.label)}
            disabled={disabled}
            onClick={() => onRemove(option.value)}
          >
            <Icon name="close" size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}
