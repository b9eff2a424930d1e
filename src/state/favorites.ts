// The signed-in user's saved listings as every toggle shows them: the ids on the session user,
// kept in step with the server's answers to the toggles.
import { session, useSession } from './session';

/** Records on the session user that the server saved (or dropped) a listing. */
export function markFavorite(id: number, saved: boolean): void {
  const user = session.user;
  if (!user) return;
  if (!saved) user.favorites = user.favorites.filter((savedId) => savedId !== id);
  else if (!user.favorites.includes(id)) user.favorites.push(id);
}

/** Whether the signed-in user has saved the listing. */
export function useIsFavorite(id: number): boolean {
  const { user } = useSession();
  return user?.favorites.includes(id) ?? false;
}
