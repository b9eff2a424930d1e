// The photos of a list's first cards: the largest paint of a page the browser renders itself.
import { preload } from 'react-dom';
import { mediaUrl } from '../../config/media';
import type { CardFields } from './ListingCard';

/** How many cards at the top of a list fetch their photo first: a row of the widest grid. */
export const PRIORITY_CARDS = 3;

/**
 * Starts the photos of a list's first cards as soon as the list is in (the boot prefetch), at
 * high priority, while the page still waits for its code or the user: the cards' images then find
 * them in the cache instead of asking only once they render.
 */
export function preloadFirstPhotos(cards: ReadonlyArray<Pick<CardFields, 'main_photo'>>): void {
  for (const card of cards.slice(0, PRIORITY_CARDS)) {
    const src = card.main_photo ? mediaUrl(card.main_photo.image) : '';
    if (src) preload(src, { as: 'image', fetchPriority: 'high' });
  }
}
