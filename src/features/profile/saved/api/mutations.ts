import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/queries';
import type { components, paths } from '../../../../api/schema.gen';
import { refreshUser } from '../../../../state/session';
import { savedListingsQuery } from './queries';

type Card = components['schemas']['AnnouncementCard'];
type SavedList = paths['/client-api/basket']['post']['responses'][200]['content']['application/json'];

/**
 * Removing a saved listing and putting it back (the undo of the notification). The saved list is
 * changed in place from the answer; the user is re-read because the hearts elsewhere show the
 * user's favourites.
 */
export function useSavedMutations() {
  const client = useQueryClient();
  const { queryKey } = savedListingsQuery();
  const edit = (change: (cards: Card[]) => Card[]) =>
    client.setQueryData<SavedList>(queryKey, (saved) => (saved ? { ...saved, result: change(saved.result) } : saved));

  const remove = $api.useMutation('post', '/client-api/basket/delete', {
    onSuccess: (_data, { body }) => {
      edit((cards) => cards.filter((card) => card.id !== body.id));
      return refreshUser();
    },
  });
  const restore = $api.useMutation('post', '/client-api/basket/add', { onSuccess: () => refreshUser() });

  /** Puts `card` back at `index` once the server has it again. */
  async function putBack(card: Card, index: number) {
    await restore.mutateAsync({ body: { id: card.id } });
    edit((cards) => (cards.some((other) => other.id === card.id) ? cards : cards.toSpliced(index, 0, card)));
  }

  return { remove: (card: Card) => remove.mutateAsync({ body: { id: card.id } }), putBack };
}
