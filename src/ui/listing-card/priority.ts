// The photos of a list's first cards: the largest paint of a page the browser renders itself.
// Free of React: a private page's inline start-up (src/boot/first-photos.ts) preloads them before the app's code.
import { mediaUrl } from '../../config/media';
import type { CardFields } from './ListingCard';

/** How many cards at the top of a list fetch their photo first: a row of the widest grid. */
export const PRIORITY_CARDS = 3;

/** What a card's photo needs: its image. */
export type CardPhoto = { main_photo: Pick<NonNullable<CardFields['main_photo']>, 'image'> | null };

/** The photo of each of a list's first cards, in order (null: the card has none, or none it may show). */
export const priorityPhotos = (cards: ReadonlyArray<CardPhoto>): Array<string | null> =>
  cards.slice(0, PRIORITY_CARDS).map((card) => (card.main_photo && mediaUrl(card.main_photo.image)) || null);

const preloaded = (href: string) => [...document.head.querySelectorAll('link[rel="preload"]')].some((link) => link.getAttribute('href') === href);

/**
 * Fetches photos at high priority, each once, while the page still waits for its code or the
 * user: the cards' images then find them in the cache instead of asking only once they render.
 * Settles once they have loaded or failed.
 */
export function preloadPhotos(hrefs: ReadonlyArray<string | null>): Promise<unknown> {
  return Promise.all(
    hrefs.flatMap((href) => {
      if (!href || preloaded(href)) return [];
      const link = document.createElement('link');
      for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', fetchpriority: 'high', href })) link.setAttribute(name, value);
      document.head.append(link);
      return [new Promise((done) => (link.onload = link.onerror = done))];
    }),
  );
}

/** The photos of a list's first cards, as soon as the list is in (the boot prefetch). */
export const preloadFirstPhotos = (cards: ReadonlyArray<CardPhoto>): void => void preloadPhotos(priorityPhotos(cards));
