import type { ComponentProps } from 'react';
import { busyProps } from './busy';
import './button.css';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

interface Props extends ComponentProps<'button'> {
  variant?: Variant;
  /** a lower, tighter button for a crowded row (a dropdown's actions) */
  small?: boolean;
  /**
   * a request of this button is in flight: it keeps the focus, is marked busy (aria-busy,
   * aria-disabled) and ignores presses; `disabled` is for an action that is not available
   */
  busy?: boolean;
  /** the action is not available for now (a wait, data it needs on its way): it keeps the focus and ignores presses, like `busy` */
  waiting?: boolean;
}

export function Button({ variant = 'primary', small = false, busy = false, waiting = false, className, disabled = false, type = 'button', onClick, ...rest }: Props) {
  return (
    <button
      {...rest}
      type={type}
      className={`button button--${variant}${small ? ' button--small' : ''}${className ? ` ${className}` : ''}`}
      {...busyProps({ busy, disabled, waiting, onClick })}
    />
  );
}
