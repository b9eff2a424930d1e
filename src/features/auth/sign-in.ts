// A sign-in's completion, and what its screens read of their address; where it lands is landing.ts.
import { useSearch } from 'wouter';
import { authTexts } from '../../i18n/catalogues';
import { documentLang } from '../../i18n/lang-context';
import { textsFor } from '../../i18n/texts';
import type { AuthScope } from '../../state/auth-flow';
import { reasonFor } from '../../state/guest-action';
import { notify } from '../../state/notifications';
import { signIn } from '../../state/session';
import { useInBrowser } from '../../ui/media/use-in-browser';
import { landingAfterSignIn, returnPathOf } from './landing';

/** The return the address of the auth screen being shown asks for: each screen passes it on to the next. */
export function useReturnPath(): string | undefined {
  return returnPathOf(useSearch());
}

/** Why a guest's Save or Message sent them to sign in (kept on the device): null on the server and while hydrating. */
export function useGuestReason(next: string | undefined) {
  return useInBrowser() ? reasonFor(next) : null;
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Stores the token and leaves the auth screen for the landing page (saying so when the browser cannot keep it). */
export function completeSignIn(token: string, scope: AuthScope, navigate: Navigate, next?: string): void {
  // token and route change in one synchronous step, so React renders them together and the
  // guest-only guard of the sign-in screen never redirects on its own; the landing page waits
  // for the user fetch (its guard shows a spinner until then)
  if (!signIn(token)) notify('info', textsFor(authTexts, documentLang()).login.notKept);
  navigate(landingAfterSignIn(scope, next), { replace: true });
}
