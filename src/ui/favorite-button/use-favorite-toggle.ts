import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userQuery } from '../../api/user';
import { listingUiTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { notify } from '../../state/notifications';
import { session, useSession, type User } from '../../state/session';
import { quote } from '../user-words/quote';
import { useFavorites } from './use-favorites';

/**
 * The favourite toggle of §4 for one listing by `ownerId`: saved or not, in flight or not, and the
 * toggle itself. Its notices name the listing by `title`: toggles in a row on a page of cards say
 * which each was.
 */
export function useFavoriteToggle(id: number, title: string, ownerId: number) {
  const t = useTexts(listingUiTexts).favorite;
  const { user } = useSession();
  const client = useQueryClient();
  const favorites = useFavorites();
  const [resolving, setResolving] = useState(false);

  async function send(saved: boolean) {
    try {
      await (saved ? favorites.remove(id) : favorites.add(id));
      notify('success', quote(saved ? t.removed : t.added, title));
    } catch {
      // the refusal has been told
    }
  }

  /**
   * Sends the toggle; a guest gets 'signIn' and no request is sent. Pressed while the user is on
   * its way, the button said Save: it saves (a listing saved already stays saved).
   */
  async function toggle(): Promise<'signIn' | 'sent'> {
    if (user) {
      if (!favorites.pending) void send(user.favorites.includes(id));
      return 'sent';
    }
    // the session as it is now: a press answered as the page hydrates meets a render that still shows the server's guest
    if (!session.token) return 'signIn';
    // wait for the user rather than call them a guest; busy meanwhile, so a second press sends nothing
    setResolving(true);
    const current = await client.ensureQueryData(userQuery()).then((answer) => answer.result, () => null);
    setResolving(false);
    if (!current) return 'signIn';
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

  return { saved: user?.favorites.includes(id) ?? false, pending: favorites.pending || resolving, toggle, save };
}
