// Saving and un-saving a listing (§4), wherever it is done: the favourite toggles and the saved
// listings page. The server's answer is applied to the cache as it is: the user's favourites
// (every heart) and the saved list.
import { useQueryClient } from '@tanstack/react-query';
import { savedListingsQuery } from '../../api/favorites';
import { $api } from '../../api/queries';
import { userQuery } from '../../api/user';
import type { ListingCard } from '../../domain/listing';

/** Where a removed saved card goes back to, when it is put back. */
export interface PutBack {
  card: ListingCard;
  index: number;
}

/** Add and remove; each resolves once the server has answered and the cache follows, or rejects (the refusal is told). */
export function useFavorites() {
  const client = useQueryClient();
  const markSaved = (id: number, saved: boolean) =>
    client.setQueryData(userQuery().queryKey, (answer) => {
      if (!answer) return answer;
      const others = answer.result.favorites.filter((other) => other !== id);
      return { ...answer, result: { ...answer.result, favorites: saved ? [...others, id] : others } };
    });
  const editSaved = (change: (cards: ListingCard[]) => ListingCard[]) =>
    client.setQueryData(savedListingsQuery().queryKey, (list) => list && { ...list, result: change(list.result) });

  const add = $api.useMutation('post', '/client-api/basket/add', {
  });
  const remove = $api.useMutation('post', '/client-api/basket/delete');

  return {
    pending: add.isPending || remove.isPending,
    /** Saves a listing; a card put back returns to its place in the saved list, which is otherwise read again. */
    async add(id: number, back?: PutBack): Promise<void> {
      await add.mutateAsync({ body: { id } });
      markSaved(id, true);
      if (back) editSaved((cards) => (cards.some((card) => card.id === id) ? cards : cards.toSpliced(back.index, 0, back.card)));
      else void client.invalidateQueries({ queryKey: savedListingsQuery().queryKey });
    },
    async remove(id: number): Promise<void> {
      await remove.mutateAsync({ body: { id } });
      markSaved(id, false);
      editSaved((cards) => cards.filter((card) => card.id !== id));
    },
  };
}
