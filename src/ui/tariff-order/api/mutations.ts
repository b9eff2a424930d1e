import { useQueryClient } from '@tanstack/react-query';
import { allMyListingsKey, ownListingQuery } from '../../../api/my-listings';
import { $api } from '../../../api/queries';
import { userQuery } from '../../../api/user';
import { allWalletHistoryKey } from '../../../api/wallet';

/**
 * POST /api/order. A wallet payment changed the listings' tariffs, the wallet's history and the
 * balance: those are read again (a card payment changes nothing until the bank returns). The
 * caller shows a refusal itself (the §8 insufficient-funds dialog).
 */
export function useOrderMutation() {
  const client = useQueryClient();
  return $api.useMutation('post', '/api/order', {
    meta: { ownRefusal: true },
    async onSuccess(data, { body }) {
      if ('link' in data.result) return;
      const ids = new Set(body.basket.announcements.map((item) => item.announcement_id));
      await Promise.all([
        client.invalidateQueries({ queryKey: allMyListingsKey() }),
        ...[...ids].map((id) => client.invalidateQueries({ queryKey: ownListingQuery(id).queryKey })),
        client.invalidateQueries({ queryKey: allWalletHistoryKey() }),
        client.invalidateQueries({ queryKey: userQuery().queryKey }),
      ]);
    },
  });
}
