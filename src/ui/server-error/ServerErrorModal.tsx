import { closeServerError, useServerErrorOpen } from '../../state/server-error';
import { ka } from '../../i18n/ka';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';

/** The §8 modal for any 500 answer. */
export function ServerErrorModal() {
  const open = useServerErrorOpen();
  return (
    <Dialog
      open={open}
      alert
      title={ka.errors.serverTitle}
      onClose={closeServerError}
      footer={<Button onClick={closeServerError}>{ka.app.close}</Button>}
    >
      <p>{ka.errors.serverText}</p>
    </Dialog>
  );
}
