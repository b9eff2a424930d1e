import { useQueryClient } from '@tanstack/react-query';
import { allMyListingsKey, ownListingQuery } from '../../../../api/my-listings';
import { $api } from '../../../../api/queries';
import { userQuery } from '../../../../api/user';
import { allWalletHistoryKey } from '../../../../api/wallet';

/**
 * The writes of the owner's menu (§4, §7). Whatever the server answered, a change ends with a
 * re-read of the list and of that listing, so the screen shows exactly what the server has (no
 * optimistic state survives a refusal).
 */
export function useOwnerMutations() {
  const client = useQueryClient();
  const reread = (id: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: allMyListingsKey() }),
      client.invalidateQueries({ queryKey: ownListingQuery(id).queryKey }),
    ]);

  const changeStatus = $api.useMutation('put', '/api/change-status', {
    // a refusal gets the §4 text of the transition, not the server's
    meta: { ownRefusal: true },
    onSettled: (_data, _error, { body }) => reread(body.id),
  });
  const remove = $api.useMutation('post', '/client-api/announcement/delete', {
    onSettled: (_data, _error, { body }) => reread(body.id),
  });
  // a calculation only: nothing changes until the refund itself
  const calculateRefund = $api.useMutation('post', '/api/return-money/calculate');
  const refund = $api.useMutation('post', '/api/return-money', {
    meta: { ownRefusal: true },
    // the money went to the wallet: its history and the header's balance follow
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: allWalletHistoryKey() }),
        client.invalidateQueries({ queryKey: userQuery().queryKey }),
      ]),
    onSettled: (_data, _error, { body }) => reread(body.announcement_id),
  });

  return { changeStatus, remove, calculateRefund, refund };
}
