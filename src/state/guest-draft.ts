// A guest's draft listing waits in localStorage under this key until they sign in (§4); the
// listing form writes it, sign-in and registration read it to land on the create page.
import { readStored } from './storage';

export const GUEST_DRAFT_KEY = 'guest-draft-listing';

export const hasGuestDraft = (): boolean => readStored(GUEST_DRAFT_KEY) !== null;
