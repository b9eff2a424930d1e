import { answerConfirm, useConfirmRequest } from '../../state/confirm';
import { ka } from '../../i18n/ka';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';

/** Renders the question asked with askConfirm(); mounted once by the app. */
export function ConfirmHost() {
  const request = useConfirmRequest();
  return (
    <Dialog
      open={request !== null}
      alert
      title={request?.title ?? ''}
      onClose={() => answerConfirm(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => answerConfirm(false)}>
            {ka.app.cancel}
          </Button>
          <Button variant={request?.danger ? 'danger' : 'primary'} onClick={() => answerConfirm(true)}>
            {request?.confirmLabel ?? ka.app.confirm}
          </Button>
        </>
      }
    >
      <p>{request?.text}</p>
    </Dialog>
  );
}
