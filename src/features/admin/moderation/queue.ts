// How the moderation queue moves: J/K through the list, and where the selection lands after an
// action re-fetched the list (the next listing, so a moderator can keep pressing A or R); and how
// a page of it is narrowed and ordered.
import { isFarBelowMedian, medianGap } from '../../../domain/median';

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

/** How the moderator views the queue's page: only the listings far below their district's median; the furthest below first (else the API's order, oldest first). */
export interface QueueView {
  farBelowOnly: boolean;
  belowMedianFirst: boolean;
}

/** The page's listings as the moderator asked to see them (those without a median last, in the API's order). */
export function arrange<T extends { flat_cost_m: number; district_median_price_m2?: number | null | undefined }>(
  items: readonly T[],
  { farBelowOnly, belowMedianFirst }: QueueView,
): readonly T[] {
  const shown = farBelowOnly ? items.filter(isFarBelowMedian) : items;
  if (!belowMedianFirst) return shown;
  const gap = (item: T) => medianGap(item.flat_cost_m, item.district_median_price_m2) ?? Infinity;
  return [...shown].sort((a, b) => gap(a) - gap(b));
}
