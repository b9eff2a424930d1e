import type { ChangeEvent, MouseEvent, MouseEventHandler } from 'react';

interface Options<E extends Element> {
  /** the control's own request is in flight */
  busy: boolean;
  /** the action is not available at all */
  disabled?: boolean;
  /** the action is not available for now (a wait the server asked for, data it needs on its way) */
  waiting?: boolean;
  onClick?: MouseEventHandler<E>;
}

export interface BusyProps<E extends Element> {
  'aria-busy': true | undefined;
  'aria-disabled': true | undefined;
  disabled: true | undefined;
  onClick: MouseEventHandler<E> | undefined;
}

/**
 * The props of a control that is busy while its request is in flight. A busy control is not
 * `disabled`: a focused control that becomes disabled drops the keyboard focus to the page body,
 * and the user who pressed it loses their place. It says it is busy and unavailable instead, and
 * a press does nothing: a click, Enter or Space, and a form's implicit submission (a click on its
 * submit button) are cancelled. A waiting control is unavailable the same way, without being busy.
 * `disabled` stays the real attribute, for an action that is not available at all.
 */
export function busyProps<E extends Element = HTMLButtonElement>({ busy, disabled = false, waiting = false, onClick }: Options<E>): BusyProps<E> {
  return {
    'aria-busy': busy || undefined,
    'aria-disabled': busy || waiting || undefined,
    disabled: disabled || undefined,
    onClick: busy || waiting ? ignorePress : onClick,
  };
}

// cancelling the click stops what it would do (submit a form, open a popover or a file picker, follow
// the link around); stopping it keeps it from the handlers around, as a disabled control's click would
function ignorePress(event: MouseEvent) {
  event.preventDefault();
  event.stopPropagation();
}

export interface BusySelectProps {
  'aria-busy': true | undefined;
  'aria-disabled': true | undefined;
  disabled: true | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/**
 * The same for a select whose change is in flight: it keeps the focus, and a choice made
 * meanwhile is not acted on (a controlled select then snaps back to its value).
 */
export function busySelectProps({ busy, disabled = false, onChange }: { busy: boolean; disabled?: boolean; onChange: (value: string) => void }): BusySelectProps {
  return {
    'aria-busy': busy || undefined,
    'aria-disabled': busy || undefined,
    disabled: disabled || undefined,
    onChange: (event) => {
      if (!busy) onChange(event.target.value);
    },
  };
}
