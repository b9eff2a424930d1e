import { preload } from 'react-dom';
import { firstPhotos, type CardPhoto } from './priority';

/**
 * Starts the photos of a list's first cards as soon as the list is in (the boot prefetch), at
 * high priority, while the page still waits for its code or the user: the cards' images then find
 * them in the cache instead of asking only once they render.
 */
export function preloadFirstPhotos(cards: ReadonlyArray<CardPhoto>): void {
  for (const src of firstPhotos(cards)) preload(src, { as: 'image', fetchPriority: 'high' });
}
