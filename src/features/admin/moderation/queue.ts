// How the moderation queue moves: J/K through the list, and where the selection lands after an
// action re-fetched the list (the next listing, so a moderator can keep pressing A or R); and what
// the server is asked to narrow and order it by.
import type { operations } from '../../../api/schema.gen';
import { placeTaker } from '../../../ui/focus/place-taker';

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
 * The listing to select once the list is re-fetched after acting on one: the one that takes its
 * place, as the keyboard focus goes after a row is deleted elsewhere in the console.
 */
export const selectAfter = placeTaker;

/** How the moderator views the queue: only the listings far below their district's median; the furthest below first (else oldest first). */
export interface QueueView {
  farBelowOnly: boolean;
  belowMedianFirst: boolean;
}

type QueueParams = NonNullable<operations['listAdminAnnouncements']['parameters']['query']>;

/**
 * The queue's parameters for a view: the server narrows and orders every page, not just the one
 * on screen. A default is left out, so each view has one request and one cache entry.
 */
export function viewParams({ farBelowOnly, belowMedianFirst }: QueueView): Pick<QueueParams, 'price_flag' | 'sort'> {
  return {
    ...(farBelowOnly && { price_flag: 'far_below_median' }),
    ...(belowMedianFirst && { sort: 'median_gap' }),
  };
}
