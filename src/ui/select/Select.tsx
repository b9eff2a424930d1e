import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { controlsTexts } from '../../i18n/catalogues';
import { langMark } from '../../domain/written-in';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import {
  filterOptions,
  moveActive,
  selectedLabels,
  summarizeLabels,
  toggleMultiple,
  toggleSingle,
  type SelectOption,
} from './select-logic';
import { HiddenInput } from './HiddenInput';
import { SelectChips } from './SelectChips';
import { SelectShell } from './SelectShell';
import { SelectSearch } from './SelectSearch';
import { useSettledText } from '../search/use-settled-text';
import { useDropdown } from './use-dropdown';
import { useTypeahead } from './use-typeahead';
import './select.css';

export type { SelectOption } from './select-logic';

type Common = {
  label: string;
  options: readonly SelectOption[];
  name?: string;
  id?: string;
  placeholder?: string;
  searchable?: boolean;
  disabled?: boolean;
  /** message shown under the control, linked via aria-describedby */
  error?: string;
  hideLabel?: boolean;
  /** shows "optional" beside the label, as a text field of the same form does */
  optional?: boolean;
  /** a smaller label, for a tight spot (a photo tile) */
  compact?: boolean;
  /** a long value wraps between its words instead of losing its end: a narrow box on a phone */
  wrap?: boolean;
  className?: string;
  /** what an empty choice is called: "not selected" (§2) in a form, "all" in a filter */
  emptyLabel?: string;
};

type SingleProps = { mode?: 'single'; value: string | null; onChange: (value: string | null) => void; required?: boolean };
type MultipleProps = { mode: 'multiple' | 'tags'; value: readonly string[]; onChange: (value: string[]) => void };

export type SelectProps = Common & (SingleProps | MultipleProps);

function isMultiple(props: SelectProps): props is Common & MultipleProps {
  return props.mode === 'multiple' || props.mode === 'tags';
}

// the value of the "not selected" entry; never a value of the options (they are codes and ids)
const NONE = '';

const navigationKeys = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

function isNavigationKey(key: string): key is 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' {
  return navigationKeys.has(key);
}

function isPrintable(event: KeyboardEvent) {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** single, multiple and tags choice with an optional search field (§2, §4, §9) */
export function Select(props: SelectProps) {
  const { label, options, name, placeholder, searchable = false, disabled = false } = props;
  const t = useTexts(controlsTexts).select;
  const lang = useLang();
  const multi = isMultiple(props);
  const selected: readonly string[] = isMultiple(props) ? props.value : props.value === null ? [] : [props.value];
  const dropdown = useDropdown();
  const { open, triggerRef } = dropdown;
  const autoId = useId();
  const triggerId = props.id ?? `${autoId}-trigger`;
  const listId = `${autoId}-list`;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const typeahead = useTypeahead();

  const settledQuery = useSettledText(query);
  // an optional single choice can be emptied again: its list starts with "not selected"
  const clearable = !isMultiple(props) && !props.required;
  const emptyLabel = props.emptyLabel ?? t.none;
  const listed = useMemo(() => (clearable ? [{ value: NONE, label: emptyLabel }, ...options] : options), [clearable, emptyLabel, options]);
  const visible = searchable ? filterOptions(listed, settledQuery) : listed;
  // option ids follow the full list so they stay stable while the search narrows it
  const indexOf = useMemo(() => new Map(listed.map((option, index) => [option.value, index])), [listed]);
  const optionId = (option: SelectOption) => `${listId}-${indexOf.get(option.value) ?? 0}`;
  const activeOption = open ? visible[active] : undefined;
  const firstSelected = Math.max(
    listed.findIndex((option) => selected.includes(option.value)),
    0,
  );

  // a tap opens the list, not the on-screen keyboard that would cover half of it: the search waits
  // for a tap of its own, or a letter typed; meanwhile the trigger tells the active option
  const [searchWaits, setSearchWaits] = useState(false);

  function show(initialActive: number, initialQuery = '', tapped = false) {
    setSearchWaits(tapped);
    setQuery(initialQuery);
    setActive(initialActive);
    dropdown.show();
  }

  function pick(value: string) {
    if (isMultiple(props)) {
      props.onChange(toggleMultiple(options, props.value, value));
      return;
    }
    const next = value === NONE ? null : toggleSingle(props.value, value, props.required ?? false);
    if (next !== props.value) props.onChange(next);
    dropdown.close(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const inSearch = event.currentTarget === searchRef.current;
    const { key } = event;
    if (key === 'Tab') {
      // hand focus back to the trigger so Tab moves on from there, not from the vanished field
      if (open && inSearch) triggerRef.current?.focus();
      dropdown.close();
      return;
    }
    if (!open) {
      if (isNavigationKey(key) || key === 'Enter' || key === ' ') {
        event.preventDefault();
        const last = listed.length - 1;
        show(key === 'End' || (key === 'ArrowUp' && selected.length === 0) ? last : key === 'Home' ? 0 : firstSelected);
      } else if (isPrintable(event)) {
        event.preventDefault();
        if (searchable) show(0, key);
        else show(typeahead(listed.map((option) => option.label), firstSelected - 1, key));
      }
      return;
    }
    if (isNavigationKey(key) && !(inSearch && (key === 'Home' || key === 'End'))) {
      event.preventDefault();
      setActive(moveActive(active, key, visible.length));
    } else if (key === 'Enter' || (key === ' ' && !inSearch)) {
      event.preventDefault();
      if (activeOption) pick(activeOption.value);
    } else if (key === 'Escape') {
      // consumed here so a surrounding dialog stays open
      event.preventDefault();
      event.stopPropagation();
      dropdown.close(true);
    } else if (!inSearch && isPrintable(event)) {
      event.preventDefault();
      if (searchable) {
        setQuery(key);
        setActive(0);
        setSearchWaits(false);
      } else setActive(typeahead(visible.map((option) => option.label), active, key));
    }
  }

  useEffect(() => {
    if (open && searchable && !searchWaits) searchRef.current?.focus({ preventScroll: true });
  }, [open, searchable, searchWaits]);

  // keeps the active option in view by scrolling the list only, never the page
  useEffect(() => {
    const list = listRef.current;
    const item = activeOption && document.getElementById(optionId(activeOption));
    if (!list || !item) return;
    if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
  });

  const labels = selectedLabels(options, selected);
  // 'ბინა, სახლი +3'; tags list every label in their chips, so their trigger only counts
  const summary =
    labels.length === 0
      ? (placeholder ?? (multi ? t.all : emptyLabel))
      : props.mode === 'tags'
        ? t.selectedCount(labels.length)
        : summarizeLabels(labels);

  const marks = new Set(labels.map((text) => langMark(text, lang)));
  const summaryLang = props.mode === 'tags' || marks.size !== 1 ? undefined : [...marks][0];

  return (
    <SelectShell
      dropdown={dropdown}
      label={label}
      hideLabel={props.hideLabel}
      optional={props.optional}
      compact={props.compact}
      wrap={props.wrap}
      className={props.className}
      error={props.error}
      triggerId={triggerId}
      panelId={listId}
      popup="listbox"
      summary={summary}
      summaryLang={summaryLang}
      empty={labels.length === 0}
      disabled={disabled}
      required={!isMultiple(props) && props.required}
      activeDescendant={activeOption && (!searchable || searchWaits) ? optionId(activeOption) : undefined}
      onTriggerClick={(pointer) => (open ? dropdown.close() : show(firstSelected, '', pointer === 'touch'))}
      onTriggerKeyDown={onKeyDown}
      hidden={name && <HiddenInput name={name} value={selected.join(',')} />}
      after={
        props.mode === 'tags' && (
          <SelectChips
            label={label}
            options={options}
            value={props.value}
            disabled={disabled}
            onRemove={(value) => {
              pick(value);
              triggerRef.current?.focus();
            }}
          />
        )
      }
    >
      {searchable && (
        <SelectSearch
          ref={searchRef}
          value={query}
          listId={listId}
          activeId={activeOption && optionId(activeOption)}
          onChange={(next) => {
            setQuery(next);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      )}
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        className="select__list"
        aria-label={label}
        aria-multiselectable={multi || undefined}
      >
        {visible.map((option, index) => (
          <li
            key={option.value}
            id={optionId(option)}
            role="option"
            aria-selected={option.value === NONE ? selected.length === 0 : selected.includes(option.value)}
            className={`select__option${index === active ? ' select__option--active' : ''}`}
            onClick={() => pick(option.value)}
            onMouseMove={() => index !== active && setActive(index)}
          >
            <span className={multi ? 'select__check select__check--box' : 'select__check'} aria-hidden="true" />
            {/* a name with no translation, shown in Georgian on another language's page, is read as Georgian */}
            <span className="select__option-label" lang={langMark(option.label, lang)}>
              {option.label}
            </span>
          </li>
        ))}
      </ul>
      <p className="select__empty" role="status">
        {visible.length === 0 ? t.nothingFound : ''}
      </p>
    </SelectShell>
  );
}
