import { appTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { closeServerError, useServerErrorOpen } from '../../state/server-error';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';

/** The §8 modal for any 500 answer. */
export function ServerErrorModal() {
  const t = useTexts(appTexts);
  const open = useServerErrorOpen();
  return (
    <Dialog
      open={open}
      alert
      title={t.errors.serverTitle}
      onClose={closeServerError}
      footer={<Button onClick={closeServerError}>{t.app.close}</Button>}
    >
      <p>{t.errors.serverText}</p>
    </Dialog>
  );
}
