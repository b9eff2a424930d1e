import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { controlsTexts } from '../../i18n/catalogues';
import type { Lang } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';
import { Icon } from '../icon/Icon';
import type { useDropdown } from './use-dropdown';

// a search field and three options
const MIN_PANEL_HEIGHT = 200;

interface Props {
  dropdown: ReturnType<typeof useDropdown>;
  label: string;
  hideLabel?: boolean;
  /** shows "optional" beside the label */
  optional?: boolean;
  /** a smaller label */
  compact?: boolean;
  /** a long value wraps between its words */
  wrap?: boolean;
  className?: string;
  error?: string;
  triggerId: string;
  panelId: string;
  popup: 'listbox' | 'dialog';
  /** the text in the trigger: chosen labels, or the placeholder when `empty` */
  summary: string;
  /** the summary's language where its labels are all in one other than the page's (a district the data left in Georgian) */
  summaryLang?: Lang | undefined;
  empty: boolean;
  disabled: boolean;
  required?: boolean;
  activeDescendant?: string;
  /** `pointer`: the pointer that pressed it ('touch', 'mouse', 'pen'), '' for a key */
  onTriggerClick: (pointer: string) => void;
  onTriggerKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** hidden inputs that submit the value with a surrounding form */
  hidden?: ReactNode;
  /** content under the trigger, outside the panel (tag chips) */
  after?: ReactNode;
  /** the panel's content, rendered only while open */
  children: ReactNode;
}

/** the combobox shell shared by the selects: label, combobox trigger, anchored panel, error line */
export function SelectShell(props: Props) {
  const { dropdown, label, error, triggerId, panelId, disabled } = props;
  const labelId = useId();
  const errorId = useId();
  const t = useTexts(controlsTexts).form;
  // a click tells its pointer only where the browser makes it a PointerEvent; a press tells it everywhere
  const pointer = useRef('');
  return (
    <div ref={dropdown.rootRef} className={`select${props.compact ? ' select--compact' : ''}${props.wrap ? ' select--wrap' : ''}${props.className ? ` ${props.className}` : ''}`} onBlur={dropdown.onBlur}>
      <label
        id={labelId}
        htmlFor={triggerId}
        className={props.hideLabel ? 'visually-hidden' : 'select__label'}
        // a label click on a button would toggle it; like a native select it only focuses
        onClick={(event) => {
          event.preventDefault();
          dropdown.triggerRef.current?.focus();
        }}
      >
        {label}
        {props.optional && <span className="select__optional"> ({t.optional})</span>}
      </label>
      <div className="select__anchor">
        <button
          ref={dropdown.triggerRef}
          id={triggerId}
          type="button"
          role="combobox"
          className={`select__trigger${error ? ' select__trigger--invalid' : ''}`}
          aria-labelledby={labelId}
          aria-haspopup={props.popup}
          aria-expanded={dropdown.open}
          aria-controls={panelId}
          aria-activedescendant={props.activeDescendant}
          aria-required={props.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          onPointerDown={(event) => (pointer.current = event.pointerType)}
          onClick={() => {
            props.onTriggerClick(pointer.current);
            pointer.current = '';
          }}
          onKeyDown={props.onTriggerKeyDown}
          // keyboard picks are handled on keydown; this stops the button's own click on Space
          onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
        >
          <span className={`select__value${props.empty ? ' select__value--placeholder' : ''}`} lang={props.summaryLang}>
            {props.summary}
          </span>
          <Icon name="chevronDown" className="select__chevron" />
        </button>
        {dropdown.open && (
          <div
            ref={dropdown.panelRef}
            id={props.popup === 'dialog' ? panelId : undefined}
            role={props.popup === 'dialog' ? 'dialog' : undefined}
            aria-labelledby={props.popup === 'dialog' ? labelId : undefined}
            className="select__dropdown"
            data-placement={dropdown.position.placement}
            data-align={dropdown.position.align}
            // no further than its room (a dialog's body on a phone), unless that leaves its list no room at all
            style={dropdown.position.room === null ? undefined : { maxHeight: Math.max(dropdown.position.room, MIN_PANEL_HEIGHT) }}
            onMouseDown={dropdown.onPanelMouseDown}
          >
            {props.children}
          </div>
        )}
      </div>
      {props.after}
      {props.hidden}
      {error && (
        <p id={errorId} className="select__error">
          {error}
        </p>
      )}
    </div>
  );
}
