import type { ButtonHTMLAttributes } from 'react';
import './button.css';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** a lower, tighter button for a crowded row (a dropdown's actions) */
  small?: boolean;
  /** disables the button and marks it busy while a request is in flight */
  busy?: boolean;
}

export function Button({ variant = 'primary', small = false, busy = false, className, disabled, type = 'button', ...rest }: Props) {
  return (
    <button
      {...rest}
      type={type}
      className={`button button--${variant}${small ? ' button--small' : ''}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    />
  );
}
