/**
 * The item that takes the place of `goneId` once the list is read again after acting on it: the
 * first item that followed it and is still there; else whatever now stands at its place (or the
 * last one); null for an empty list. A page that refills from the next one brings its newcomer.
 */
export function placeTaker<Id extends number | string>(previous: readonly { id: Id }[], goneId: Id, next: readonly { id: Id }[]): Id | null {
  if (next.length === 0) return null;
  const index = previous.findIndex((item) => item.id === goneId);
  const stillThere = new Set(next.map((item) => item.id));
  const follower = previous.slice(index + 1).find((item) => stillThere.has(item.id));
  if (follower) return follower.id;
  return next[Math.min(Math.max(index, 0), next.length - 1)]?.id ?? null;
}
