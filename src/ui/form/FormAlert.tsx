// A form-level message (a refused login, an expired code): announced when it appears (role=alert),
// and kept beside the form rather than in a passing notification.
import type { ReactNode } from 'react';
import './form-alert.css';

export function FormAlert({ children }: { children?: ReactNode }) {
  return (
    <div className="form-alert" role="alert">
      {children}
    </div>
  );
}
