import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];
type Card = Pick<Schemas['AnnouncementCard'], 'status' | 'tariff' | 'color'>;

// frame colours of the promotion tariffs (§2: a listing with a tariff or colour is framed), as
// the card's inline custom property reads them: the tokens themselves
export const TARIFF_FRAMES: Partial<Record<Schemas['TariffName'], string>> = {
  super_vip: 'var(--c-tariff-super-vip)',
  vip_plus: 'var(--c-tariff-vip-plus)',
  vip: 'var(--c-tariff-vip)',
};

/** The frame colour of an active listing: its ordered colour first, else its tariff's; null for none. */
export function frameOf(card: Card): string | null {
  if (card.status !== 2) return null;
  if (card.color) return card.color;
  return (card.tariff && TARIFF_FRAMES[card.tariff]) || null;
}
