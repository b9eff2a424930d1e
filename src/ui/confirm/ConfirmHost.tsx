import { appTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { answerConfirm, useConfirmRequest } from '../../state/confirm';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import { Sentence } from '../user-words/Sentence';

/** Renders the question asked with askConfirm(); mounted once by the app. */
export function ConfirmHost() {
  const t = useTexts(appTexts);
  const request = useConfirmRequest();
  return (
    <Dialog
      open={request !== null}
      alert
      title={request?.title ?? ''}
      onClose={() => answerConfirm(false)}
      footer={
        <>
          {/* the answer that changes nothing takes the focus: an Enter pressed on, unread, deletes nothing */}
          <Button variant="secondary" data-autofocus onClick={() => answerConfirm(false)}>
            {request?.cancelLabel ?? t.app.cancel}
          </Button>
          <Button variant={request?.danger ? 'danger' : 'primary'} onClick={() => answerConfirm(true)}>
            {request?.confirmLabel ?? t.app.confirm}
          </Button>
        </>
      }
    >
      <p>{request && <Sentence text={request.text} />}</p>
    </Dialog>
  );
}
