import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/Icon';
import './status-panel.css';

interface Props {
  icon: IconName;
  title: string;
  text?: ReactNode;
  /** the way out: a retry button, a reset or a link */
  action?: ReactNode;
  /** errors are announced at once */
  alert?: boolean;
  /** 1 where the panel stands for a whole screen, which then has no other heading */
  level?: 1 | 2;
}

/** The empty, error and not-found states: what happened, and what to do about it. */
export function StatusPanel({ icon, title, text, action, alert = false, level = 2 }: Props) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <div className="status-panel" role={alert ? 'alert' : 'status'}>
      <span className="status-panel__icon">
        <Icon name={icon} size={28} />
      </span>
      <Title className="status-panel__title">{title}</Title>
      {text && <p className="status-panel__text">{text}</p>}
      {action && <div className="status-panel__action">{action}</div>}
    </div>
  );
}
