import { appTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
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
  const t = useTexts(appTexts).app;
  return (
    <div className="dialog-actions">
      <Button variant="secondary" onClick={onCancel}>
        {t.cancel}
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
