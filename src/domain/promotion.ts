// What is paid for on a listing (§2): its tariff and the raising and colouring services, each
// running until a day. Kept apart from the order form's rules (ui/tariff-order), which a page
// that only shows them does not load.
import type { components } from '../api/schema.gen';

type TariffName = components['schemas']['TariffName'];
type Promoted = Pick<components['schemas']['AnnouncementCard'], 'tariff' | 'tariff_end_date' | 'raise' | 'raise_end_date' | 'color' | 'color_end_date'>;

export interface RunningService {
  name: TariffName;
  /** the day it ends */
  until: string | null;
}

/** The paid tariff and services still running on a listing, each with the date it ends. */
export function runningServices(card: Promoted): RunningService[] {
  const running: RunningService[] = [];
  if (card.tariff) running.push({ name: card.tariff, until: card.tariff_end_date });
  if (card.raise === 1) running.push({ name: 'raising', until: card.raise_end_date });
  if (card.color) running.push({ name: 'coloring', until: card.color_end_date });
  return running;
}
