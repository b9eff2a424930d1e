import { useEffect, useId, useRef, useState } from 'react';
import { adminTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Icon } from '../../../ui/icon/Icon';
import './search-field.css';

/** §5, §9: a search input answers after a 500 ms pause. */
export const SEARCH_DEBOUNCE_MS = 500;

interface Props {
  label: string;
  hint?: string;
  /** the search in effect (the address's): the field starts with it, and shows one that comes from elsewhere (Back, a link) */
  value?: string;
  onSearch: (text: string) => void;
}

/** A labelled search input that reports its trimmed text after a pause, with a clear button. */
export function SearchField({ label, hint, value = '', onSearch }: Props) {
  const t = useTexts(adminTexts).common;
  const id = useId();
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const report = useRef(onSearch);
  useEffect(() => {
    report.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  // the search this field last reported: `value` coming back as it is no change from elsewhere,
  // and must not undo what was typed since
  const reported = useRef(value);
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    clearTimeout(timer.current);
    setText(value);
  }, [value]);

  const search = (next: string) => {
    reported.current = next;
    report.current(next);
  };
  const change = (typed: string) => {
    setText(typed);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(typed.trim()), SEARCH_DEBOUNCE_MS);
  };

  return (
    <div className="search-field">
      <label htmlFor={id} className="search-field__label">
        {label}
      </label>
      <div className="search-field__box">
        <Icon name="search" className="search-field__icon" />
        <input
          id={id}
          ref={input}
          className="search-field__input"
          type="search"
          value={text}
          maxLength={1000}
          placeholder={hint}
          autoComplete="off"
          onChange={(event) => change(event.target.value)}
        />
        {text !== '' && (
          <button
            type="button"
            className="search-field__clear"
            aria-label={t.clearSearch}
            onClick={() => {
              clearTimeout(timer.current);
              setText('');
              search('');
              input.current?.focus();
            }}
          >
            <Icon name="close" size={16} />
          </button>
        )}
      </div>
    </div>
  );
}
