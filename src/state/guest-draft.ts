// A guest's draft listing waits in localStorage under this key until they sign in (§4); the
// listing form writes it, sign-in and registration read it to land on the create page.
export const GUEST_DRAFT_KEY = 'guest-draft-listing';

export function hasGuestDraft(): boolean {
  return localStorage.getItem(GUEST_DRAFT_KEY) !== null;
}
