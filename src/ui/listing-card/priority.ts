// The photos of a list's first cards: the largest paint of a page the browser renders itself.
// Free of React: a private page's early script (src/entry-early.ts) starts them before the app's code.
import { mediaUrl } from '../../config/media';
import type { CardFields } from './ListingCard';

/** How many cards at the top of a list fetch their photo first: a row of the widest grid. */
export const PRIORITY_CARDS = 3;

/** What a card's photo needs: its image. */
export type CardPhoto = { main_photo: Pick<NonNullable<CardFields['main_photo']>, 'image'> | null };

/** The photo of each of a list's first cards, in order (null: the card has none, or none it may show). */
export const priorityPhotos = (cards: ReadonlyArray<CardPhoto>): Array<string | null> =>
  cards.slice(0, PRIORITY_CARDS).map((card) => (card.main_photo && mediaUrl(card.main_photo.image)) || null);

/** The photos of a list's first cards, to fetch at high priority as soon as the list is in. */
export const firstPhotos = (cards: ReadonlyArray<CardPhoto>): string[] => priorityPhotos(cards).filter((href) => href !== null);
