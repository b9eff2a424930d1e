// Where a fresh sign-in lands: the admin login opens the console; otherwise a guest's
// waiting draft listing opens the create page, else my apartments.
import { paths } from '../../config/paths';
import { authTexts } from '../../i18n/catalogues';
import { documentLang, textsFor } from '../../i18n/texts';
import type { AuthScope } from '../../state/auth-flow';
import { hasGuestDraft } from '../../state/guest-draft';
import { notify } from '../../state/notifications';
import { signIn } from '../../state/session';

export function landingAfterSignIn(scope: AuthScope): string {
  if (scope === 'admin') return paths.admin.href();
  return hasGuestDraft() ? paths.createAdvertisement.href() : paths.myApartments.href();
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Stores the token and leaves the auth screen for the landing page (saying so when the browser cannot keep it). */
export function completeSignIn(token: string, scope: AuthScope, navigate: Navigate): void {
  // token and route change in one synchronous step, so React renders them together and the
  // guest-only guard of the sign-in screen never redirects on its own; the landing page waits
  // for the user fetch (its guard shows a spinner until then)
  if (!signIn(token)) notify('info', textsFor(authTexts, documentLang()).login.notKept);
  navigate(landingAfterSignIn(scope), { replace: true });
}
