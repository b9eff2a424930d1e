import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/queries';
import { refreshUser } from '../../../state/session';

/**
 * POST /api/order. A wallet payment changed the listings' tariffs, the wallet's history and the
 * balance: those are read again (a card payment changes nothing until the bank returns). The
 * caller shows a refusal itself (the §8 insufficient-funds dialog).
 */
export function useOrderMutation() {
  const client = useQueryClient();
  return $api.useMutation('post', '/api/order', {
    meta: { ownRefusal: true },
    async onSuccess(data) {
      if ('link' in data.result) return;
      await Promise.all([
        client.invalidateQueries({ queryKey: ['post', '/client-api/announcements'] }),
        client.invalidateQueries({ queryKey: ['get', '/client-api/announcements/{id}/ge'] }),
        client.invalidateQueries({ queryKey: ['get', '/client-api/wallet/transactions'] }),
        refreshUser(),
      ]);
    },
  });
}
