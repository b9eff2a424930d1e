// The favourite toggle of §4: add or remove a listing from the signed-in user's saved flats.
// The saved ids live in session.user.favorites, which this module keeps in sync.
import { proxy, useSnapshot } from 'valtio';
import { api } from '../api/client';
import { handles } from '../api/middleware/errors';
import { ka } from '../i18n/ka';
import { listingUiKa } from '../i18n/listing-ui.ka';
import { notify } from './notifications';
import { fetchUser, session, useSession } from './session';

/** §8: the server's answer when the author tries to save their own listing. */
export const OWN_ANNOUNCEMENT = 'it is your announcement';

export type FavoriteOutcome = 'signIn' | 'added' | 'removed' | 'own' | 'failed' | 'busy';

export const favorites = proxy<{ pending: number[] }>({ pending: [] });

/** Adds or removes a listing; a guest gets 'signIn' and no request is sent. */
export async function toggleFavorite(id: number): Promise<FavoriteOutcome> {
  if (session.token && !session.user) await fetchUser();
  const user = session.user;
  if (!user) return 'signIn';
  if (favorites.pending.includes(id)) return 'busy';
  favorites.pending.push(id);
  try {
    return user.favorites.includes(id) ? await remove(id) : await add(id);
  } finally {
    favorites.pending = favorites.pending.filter((pendingId) => pendingId !== id);
  }
}

async function add(id: number): Promise<FavoriteOutcome> {
  const { data, error } = await api.POST('/client-api/basket/add', { body: { id }, middleware: [handles(422)] });
  if (data) {
    if (session.user && !session.user.favorites.includes(id)) session.user.favorites.push(id);
    notify('success', listingUiKa.favorite.added);
    return 'added';
  }
  if (error && 'result' in error) {
    const own = error.result === OWN_ANNOUNCEMENT;
    notify('error', own ? listingUiKa.favorite.own : typeof error.result === 'string' ? error.result : ka.errors.unknown);
    return own ? 'own' : 'failed';
  }
  return 'failed';
}

async function remove(id: number): Promise<FavoriteOutcome> {
  const { data } = await api.POST('/client-api/basket/delete', { body: { id } });
  if (!data) return 'failed';
  if (session.user) session.user.favorites = session.user.favorites.filter((savedId) => savedId !== id);
  notify('success', listingUiKa.favorite.removed);
  return 'removed';
}

/** Whether the listing is saved and whether its toggle is in flight. */
export function useFavorite(id: number): { saved: boolean; pending: boolean } {
  const { user } = useSession();
  const { pending } = useSnapshot(favorites);
  return { saved: user?.favorites.includes(id) ?? false, pending: pending.includes(id) };
}
