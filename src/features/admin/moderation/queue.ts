// How the moderation queue moves: J/K through the list, and where the selection lands after an
// action re-fetched the list (the next listing, so a moderator can keep pressing A or R).
interface Item {
  id: number;
}

/** The id one step before or after `currentId`, stopping at the ends; the first item when nothing is selected. */
export function stepFrom(list: readonly Item[], currentId: number | null, step: 1 | -1): number | null {
  if (list.length === 0) return null;
  const index = list.findIndex((item) => item.id === currentId);
  if (index < 0) return list[0]?.id ?? null;
  const target = Math.min(Math.max(index + step, 0), list.length - 1);
  return list[target]?.id ?? null;
}

/**
 * The listing to select once the list is re-fetched after acting on `actedId`: the first listing
 * that followed it and is still there; else whatever now stands at its place (or the last one);
 * null for an empty list.
 */
export function selectAfter(previous: readonly Item[], actedId: number, next: readonly Item[]): number | null {
  if (next.length === 0) return null;
  const index = previous.findIndex((item) => item.id === actedId);
  const stillThere = new Set(next.map((item) => item.id));
  const follower = previous.slice(index + 1).find((item) => stillThere.has(item.id));
  if (follower) return follower.id;
  return next[Math.min(Math.max(index, 0), next.length - 1)]?.id ?? null;
}
