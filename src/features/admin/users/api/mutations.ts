// The users table's writes. Each re-fetches the table once answered, refused or not, so it always
// shows what the server has (a refused role change puts the old role back).
import { $api } from '../../../../api/queries';
import { allUsersKey } from '../../shared/api/queries';
import { useInvalidate } from '../../shared/api/use-invalidate';

export function useChangeRole() {
  const onSettled = useInvalidate(allUsersKey());
  return $api.useMutation('put', '/admin-api/users/change-role', { onSettled });
}

export function useChangeBlocked() {
  const onSettled = useInvalidate(allUsersKey());
  return $api.useMutation('put', '/admin-api/users/change-blocked', { onSettled });
}

export function useDeleteUser() {
  const onSettled = useInvalidate(allUsersKey());
  return $api.useMutation('delete', '/admin-api/users/delete/{id}', { onSettled });
}

/** Sent from the coefficient dialog's form, which shows a refusal itself. */
export function useSetCoefficient() {
  const onSettled = useInvalidate(allUsersKey());
  return $api.useMutation('post', '/admin-api/users/personal_price_coefficient', { meta: { ownRefusal: true }, onSettled });
}
