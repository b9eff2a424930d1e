// What is paid for on a listing (§2): its tariff and the raising and colouring services, each
// running until a day. Kept apart from the order form's rules (ui/tariff-order), which a page
// that only shows them does not load.
import type { components } from '../api/schema.gen';
import { tbilisiDay } from './format';

type TariffName = components['schemas']['TariffName'];
type Promoted = Pick<components['schemas']['AnnouncementCard'], 'tariff' | 'tariff_end_date' | 'raise' | 'raise_end_date' | 'color' | 'color_end_date'>;

export interface RunningService {
  name: TariffName;
  /** the day it ends */
  until: string | null;
}

/**
 * Whether a service whose last day is `until` (YYYY-MM-DD, a day of Tbilisi's calendar) has ended
 * at `now`, wherever the owner is; one without a date has not.
 */
export const hasEnded = (until: string | null, now: number = Date.now()): boolean => until !== null && until !== '' && until.slice(0, 10) < tbilisiDay(now);

/**
 * The paid tariff and services running on a listing at `now`, each with the day it ends. One past
 * its last day is over, though its flag may stay on until the server's next expiry run: it is not
 * shown, not cancelled and blocks nothing.
 */
export function runningServices(card: Promoted, now: number = Date.now()): RunningService[] {
  const flagged: RunningService[] = [];
  if (card.tariff) flagged.push({ name: card.tariff, until: card.tariff_end_date });
  if (card.raise === 1) flagged.push({ name: 'raising', until: card.raise_end_date });
  if (card.color) flagged.push({ name: 'coloring', until: card.color_end_date });
  return flagged.filter((service) => !hasEnded(service.until, now));
}

/**
 * The listing with a service past its last day switched off, as the server's next expiry run will
 * switch it: what an owner's card shows (its tag and frame), judged at `now` like runningServices.
 */
export function withoutEnded<C extends Promoted>(card: C, now: number = Date.now()): C {
  const on = new Set(runningServices(card, now).map((service) => service.name));
  return {
    ...card,
    tariff: card.tariff !== null && on.has(card.tariff) ? card.tariff : null,
    raise: on.has('raising') ? card.raise : 0,
    color: on.has('coloring') ? card.color : null,
  };
}
