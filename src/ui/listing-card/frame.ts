import type { components } from '../../api/schema.gen';
import { cssColour } from '../../domain/colour';

type Schemas = components['schemas'];
type Card = Pick<Schemas['AnnouncementCard'], 'status' | 'tariff' | 'color'>;

// the promotion tariffs that frame a card (§2), each by a class that sets the frame to its token
// (listing-card.css): a class, not a style attribute, keeps the server's HTML within the page's
// CSP without a hash per attribute
export const TARIFF_FRAMES: Partial<Record<Schemas['TariffName'], string>> = {
  super_vip: 'listing-card--super-vip',
  vip_plus: 'listing-card--vip-plus',
  vip: 'listing-card--vip',
};

/** How an active listing is framed: its ordered colour first, else its tariff's class; null for none. */
export type Frame = { color: string } | { className: string };

export function frameOf(card: Card): Frame | null {
  if (card.status !== 2) return null;
  const color = cssColour(card.color);
  if (color) return { color };
  const className = card.tariff && TARIFF_FRAMES[card.tariff];
  return className ? { className } : null;
}
