import { ConfirmHost } from '../../ui/confirm/ConfirmHost';
import { ServerErrorModal } from '../../ui/server-error/ServerErrorModal';

/** The app's own dialogs: the question asked with askConfirm(), the §8 modal for a 500 answer. */
export function AppDialogs() {
  return (
    <>
      <ConfirmHost />
      <ServerErrorModal />
    </>
  );
}
