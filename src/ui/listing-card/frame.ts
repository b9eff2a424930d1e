import type { components } from '../../api/schema.gen';

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

// the contract's pattern of a colour: anything else in the card's style attribute would be CSS
// the server's policy allows by its hash (a frame covering the page)
const COLOR = /^#[0-9A-Fa-f]{6}$/;

export function frameOf(card: Card): Frame | null {
  if (card.status !== 2) return null;
  if (card.color && COLOR.test(card.color)) return { color: card.color };
  const className = card.tariff && TARIFF_FRAMES[card.tariff];
  return className ? { className } : null;
}
