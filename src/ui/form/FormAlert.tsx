// A form-level message (a refused login, an expired code): announced when it appears (role=alert),
// and kept beside the form rather than in a passing notification.
import type { ReactNode } from 'react';
import './form-alert.css';

/** `id`: for the control it tells about (aria-describedby), e.g. a submit that must wait */
export function FormAlert({ id, children }: { id?: string; children?: ReactNode }) {
  return (
    <div id={id} className="form-alert" role="alert">
      {children}
    </div>
  );
}
