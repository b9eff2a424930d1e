// The moderator's writes. Each re-fetches the queue once it is answered, refused or not, so the
// list always shows what the server has (a refused change leaves nothing optimistic behind).
import { $api } from '../../../../api/queries';
import { useInvalidate } from '../../shared/api/use-invalidate';
import { allQueuesKey } from './queries';

/** `ownRefusal` for the calls a dialog's form sends: the form shows the refusal itself. */
type Caller = { ownRefusal?: boolean };

export function useChangeStatus(meta?: Caller) {
  const onSettled = useInvalidate(allQueuesKey());
  return $api.useMutation('put', '/api/change-status', { meta, onSettled });
}

/** The reason of a rejection; the status change that follows it refreshes the queue. */
export const useSaveRejectReason = () => $api.useMutation('post', '/api/reject-reason', { meta: { ownRefusal: true } });

export function useDeleteListing() {
  const onSettled = useInvalidate(allQueuesKey());
  return $api.useMutation('delete', '/api/announcement-delete/{id}', { onSettled });
}

export function useRecordTelegram() {
  const onSettled = useInvalidate(allQueuesKey());
  return $api.useMutation('post', '/admin-api/announcement/telegram_publication', { meta: { ownRefusal: true }, onSettled });
}

export function useAddTariff() {
  const onSettled = useInvalidate(allQueuesKey());
  return $api.useMutation('post', '/admin-api/announcement/add_tariff', { meta: { ownRefusal: true }, onSettled });
}
