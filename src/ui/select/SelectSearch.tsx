import type { KeyboardEvent, Ref } from 'react';
import { controlsTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { Icon } from '../icon/Icon';

interface Props {
  ref: Ref<HTMLInputElement>;
  value: string;
  listId: string;
  activeId?: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** the search field at the top of a searchable Select; it drives the list like the trigger does */
export function SelectSearch({ ref, value, listId, activeId, onChange, onKeyDown }: Props) {
  const t = useTexts(controlsTexts).select;
  return (
    <div className="select__search">
      <Icon name="search" size={18} className="select__search-icon" />
      <input
        ref={ref}
        type="search"
        className="select__search-input"
        aria-label={t.search}
        placeholder={t.search}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {value && (
        <button
          type="button"
          className="select__search-clear"
          aria-label={t.clear}
          // a pointer-only shortcut: keyboard users clear the text as usual, and the field keeps focus
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChange('')}
        >
          <Icon name="close" size={16} />
        </button>
      )}
    </div>
  );
}
