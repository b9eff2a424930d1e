import type { ListingCard } from '../../domain/listing';

const FEATURED_COUNT = 8;

/** The main page strip: listings with a tariff first, otherwise in the server's (newest) order. */
export function pickFeatured<T extends Pick<ListingCard, 'tariff'>>(cards: readonly T[], count = FEATURED_COUNT): T[] {
  const promoted = cards.filter((card) => card.tariff !== null);
  const rest = cards.filter((card) => card.tariff === null);
  return [...promoted, ...rest].slice(0, count);
}
