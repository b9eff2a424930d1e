// Where the listing form keeps its drafts on this device (§4): the create form's under the
// guest-draft key (sign-in and registration come back to it), each edited listing's under its id,
// and a guest's photos in the pending-photo store. They are the signed-in user's: signing out
// removes them, so the next person at this browser does not find them.
import { GUEST_DRAFT_KEY } from './guest-draft';
import { clearPendingPhotos } from './pending-photos';
import { storedKeys, writeStored } from './storage';

const EDIT_DRAFT_PREFIX = 'edit-draft-listing-';

export function draftKey(listingId?: number): string {
  return listingId === undefined ? GUEST_DRAFT_KEY : `${EDIT_DRAFT_PREFIX}${listingId}`;
}

/** Removes every listing draft and every waiting photo (call it when the user signs out). */
export async function clearDrafts(): Promise<void> {
  for (const key of storedKeys()) if (key === GUEST_DRAFT_KEY || key.startsWith(EDIT_DRAFT_PREFIX)) writeStored(key, null);
  await clearPendingPhotos();
}
