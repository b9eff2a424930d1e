import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../api/queries';
import { refusal, refusalText, toldCentrally } from '../../api/refusal';
import { listingUiKa } from '../../i18n/listing-ui.ka';
import { markFavorite, useIsFavorite } from '../../state/favorites';
import { notify } from '../../state/notifications';
import { fetchUser, session } from '../../state/session';

const t = listingUiKa.favorite;

/** §8: the server's answer when the author tries to save their own listing. */
const OWN_ANNOUNCEMENT = 'it is your announcement';

// the saved-listings page reads POST /client-api/basket: a toggle anywhere changes that list
const SAVED_LISTINGS = ['post', '/client-api/basket'] as const;

/** The favourite toggle of §4 for one listing: saved or not, in flight or not, and the toggle itself. */
export function useFavoriteToggle(id: number) {
  const saved = useIsFavorite(id);
  const client = useQueryClient();
  const changed = (nowSaved: boolean) => {
    markFavorite(id, nowSaved);
    notify('success', nowSaved ? t.added : t.removed);
    void client.invalidateQueries({ queryKey: SAVED_LISTINGS });
  };
  const add = $api.useMutation('post', '/client-api/basket/add', {
    // the own-listing refusal gets its own words
    meta: { ownRefusal: true },
    onSuccess: () => changed(true),
    onError: (error) => {
      const answer = refusal(error);
      if (toldCentrally(answer)) return;
      notify('error', 'text' in answer && answer.text === OWN_ANNOUNCEMENT ? t.own : refusalText(answer));
    },
  });
  const remove = $api.useMutation('post', '/client-api/basket/delete', { onSuccess: () => changed(false) });
  const pending = add.isPending || remove.isPending;

  /** Sends the toggle; a guest gets 'signIn' and no request is sent. */
  async function toggle(): Promise<'signIn' | 'sent'> {
    // a stored token whose user is still on its way: wait for it rather than call the user a guest
    if (session.token && !session.user) await fetchUser();
    if (!session.user) return 'signIn';
    if (!pending) (session.user.favorites.includes(id) ? remove : add).mutate({ body: { id } });
    return 'sent';
  }

  return { saved, pending, toggle };
}
