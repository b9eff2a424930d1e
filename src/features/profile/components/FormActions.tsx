import { appTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import './form-actions.css';

/** The end of a form in a dialog: cancel, and the submit button that is busy while it sends. */
export function FormActions({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className="form-actions">
      <Button variant="secondary" onClick={onCancel}>
        {useTexts(appTexts).app.cancel}
      </Button>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
