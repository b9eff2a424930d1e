import type { ListingStatus } from '../../../domain/listing';


/** A listing status (§4) from a form value, or null for anything else. */
export function toStatus(value: string): ListingStatus | null {
  return value === '1' ? 1 : value === '2' ? 2 : value === '3' ? 3 : value === '4' ? 4 : null;
}
