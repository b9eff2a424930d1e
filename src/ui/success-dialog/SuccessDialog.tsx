import type { ReactNode } from 'react';
import { Dialog } from '../dialog/Dialog';
import { Icon } from '../icon/Icon';
import './success-dialog.css';

interface Props {
  open: boolean;
  title: string;
  text?: string;
  onClose: () => void;
  /** the next steps; mark the first one `data-autofocus` so it has the focus and Enter takes it */
  actions: ReactNode;
}

/** The success dialog of §2: what just happened, and where to go next. */
export function SuccessDialog({ open, title, text, onClose, actions }: Props) {
  return (
    <Dialog open={open} title={title} onClose={onClose} footer={<div className="success-dialog__actions">{actions}</div>}>
      <div className="success-dialog__body" role="status">
        <span className="success-dialog__icon" aria-hidden="true">
          <Icon name="check" size={32} />
        </span>
        {text && <p className="success-dialog__text">{text}</p>}
      </div>
    </Dialog>
  );
}
