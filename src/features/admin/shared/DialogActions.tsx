import { ka } from '../../../i18n/ka';
import { Button } from '../../../ui/button/Button';
import './dialog-actions.css';

interface Props {
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  danger?: boolean;
}

/** Cancel and submit at the foot of a dialog's form (inside the form, so Enter submits it). */
export function DialogActions({ submitLabel, busy, onCancel, danger = false }: Props) {
  return (
    <div className="dialog-actions">
      <Button variant="secondary" onClick={onCancel}>
        {ka.app.cancel}
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
