import type { components } from '../../../api/schema.gen';

type Status = components['schemas']['AnnouncementStatus'];

/** A listing status (§4) from a form value, or null for anything else. */
export function toStatus(value: string): Status | null {
  return value === '1' ? 1 : value === '2' ? 2 : value === '3' ? 3 : value === '4' ? 4 : null;
}
