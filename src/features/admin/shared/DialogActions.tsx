import { adminTexts, appTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import type { FormApi } from '../../../ui/form/use-form';
import './dialog-actions.css';

interface Props {
  submitLabel: string;
  busy: boolean;
  /** the form cannot be sent yet (what it sends with is on its way) */
  waiting?: boolean;
  /** the dialog's form: a draft it opened with is told, and Cancel discards it */
  form: Pick<FormApi, 'restored' | 'discard'>;
  /** the form opens empty (a new reason, a transfer): letting a draft go clears it, where otherwise it shows the saved values again */
  startsBlank?: boolean;
  onCancel: () => void;
  danger?: boolean;
}

/**
 * Cancel and submit at the foot of a dialog's form (inside the form, so Enter submits it). A value
 * typed before and never saved comes back when the dialog opens again, told here, so it is not
 * taken for the saved one (a price, a rate); Cancel lets it go.
 */
export function DialogActions({ submitLabel, busy, waiting = false, form, startsBlank = false, onCancel, danger = false }: Props) {
  const t = useTexts(appTexts).app;
  const common = useTexts(adminTexts).common;
  return (
    <>
      {form.restored && (
        <p className="dialog-actions__restored">
          {common.draftRestored}{' '}
          <button type="button" className="dialog-actions__discard" onClick={form.discard}>
            {startsBlank ? common.clearDraft : common.discardDraft}
          </button>
        </p>
      )}
      <div className="dialog-actions">
        <Button
          variant="secondary"
          onClick={() => {
            form.discard();
            onCancel();
          }}
        >
          {t.cancel}
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy} waiting={waiting}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
