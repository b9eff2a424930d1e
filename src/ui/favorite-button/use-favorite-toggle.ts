import { useQueryClient } from '@tanstack/react-query';
import { userQuery } from '../../api/user';
import { listingUiTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { notify } from '../../state/notifications';
import { useSession, type User } from '../../state/session';
import { quote } from '../user-words/quote';
import { useFavorites } from './use-favorites';

/**
 * The favourite toggle of §4 for one listing by `ownerId`: saved or not, in flight or not, and the
 * toggle itself. Its notices name the listing by `title`: toggles in a row on a page of cards say
 * which each was.
 */
export function useFavoriteToggle(id: number, title: string, ownerId: number) {
  const t = useTexts(listingUiTexts).favorite;
  const { token, user } = useSession();
  const client = useQueryClient();
  const favorites = useFavorites();

  async function send(saved: boolean) {
    try {
      await (saved ? favorites.remove(id) : favorites.add(id));
      notify('success', quote(saved ? t.removed : t.added, title));
    } catch {
      // the refusal has been told
    }
  }

  /** Sends the toggle; a guest gets 'signIn' and no request is sent. */
  async function toggle(): Promise<'signIn' | 'sent'> {
    if (user) {
      if (!favorites.pending) void send(user.favorites.includes(id));
      return 'sent';
    }
    // a stored token whose user is still on its way: wait for it rather than call the user a guest
    const current = token ? await client.ensureQueryData(userQuery()).then((answer) => answer.result, () => null) : null;
    if (!current) return 'signIn';
    // the button said Save while the user was unknown: a listing saved already stays saved
    save(current);
    return 'sent';
  }

  /**
   * Saves the listing for `me`, who pressed Save (before signing in, or before their user came):
   * sent unless it is saved already, said either way; the author's own listing is not theirs to save.
   */
  function save(me: User): void {
    if (me.id === ownerId) return;
    if (!me.favorites.includes(id)) void send(false);
    else notify('success', quote(t.added, title));
  }

  return { saved: user?.favorites.includes(id) ?? false, pending: favorites.pending, toggle, save };
}
