import { lazy, Suspense } from 'react';
import { useConfirmRequest } from '../../state/confirm';
import { useServerErrorOpen } from '../../state/server-error';

// the app-wide dialogs load when first asked for: no page needs them to show itself
const ConfirmHost = lazy(() => import('../../ui/confirm/ConfirmHost').then((m) => ({ default: m.ConfirmHost })));
const ServerErrorModal = lazy(() => import('../../ui/server-error/ServerErrorModal').then((m) => ({ default: m.ServerErrorModal })));

/** The confirm question and the server-error modal, mounted while they are open. */
export function DialogHosts() {
  const question = useConfirmRequest();
  const serverError = useServerErrorOpen();
  return (
    <Suspense fallback={null}>
      {question !== null && <ConfirmHost />}
      {serverError && <ServerErrorModal />}
    </Suspense>
  );
}
