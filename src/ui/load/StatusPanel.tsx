import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/Icon';
import './status-panel.css';

interface Props {
  icon: IconName;
  title: string;
  text?: string;
  /** the way out: a retry button, a reset or a link */
  action?: ReactNode;
  /** errors are announced at once */
  alert?: boolean;
}

/** The empty, error and not-found states: what happened, and what to do about it. */
export function StatusPanel({ icon, title, text, action, alert = false }: Props) {
  return (
    <div className="status-panel" role={alert ? 'alert' : 'status'}>
      <span className="status-panel__icon">
        <Icon name={icon} size={28} />
      </span>
      <h2 className="status-panel__title">{title}</h2>
      {text && <p className="status-panel__text">{text}</p>}
      {action && <div className="status-panel__action">{action}</div>}
    </div>
  );
}
