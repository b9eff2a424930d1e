// A listing as the contract describes it (the contract calls it an announcement): one name for it
// in the code, whichever answer it comes in.
import type { components } from '../api/schema.gen';

type Schemas = components['schemas'];

/** A listing with all its fields (the listing page, the form, the moderation queue). */
export type Listing = Schemas['Announcement'];
/** A listing as a card in a list (catalogue, favourites, the owner's list). */
export type ListingCard = Schemas['AnnouncementCard'];
/** One page of listing cards. */
export type ListingPage = Schemas['AnnouncementPage'];
/** Where a listing stands in moderation and publication. */
export type ListingStatus = Schemas['AnnouncementStatus'];
/** A listing as the form sends it. */
export type ListingForm = Schemas['AnnouncementForm'];

/** A listing status (§4) from a form value or an address, or null for anything else. */
export function toStatus(value: string | null): ListingStatus | null {
  return value === '1' ? 1 : value === '2' ? 2 : value === '3' ? 3 : value === '4' ? 4 : null;
}
