// Where a fresh sign-in lands: the admin login opens the console; otherwise the page the visitor
// was sent to sign in from (`?next=`: a private page, or a guest's Save or Message, which that page
// then does), else a guest's waiting draft listing opens the create page, else my apartments.
import { useSearch } from 'wouter';
import { accessOf, localPath, paths } from '../../config/paths';
import { authTexts } from '../../i18n/catalogues';
import { splitLang } from '../../i18n/lang';
import { documentLang } from '../../i18n/lang-context';
import { textsFor } from '../../i18n/texts';
import type { AuthScope } from '../../state/auth-flow';
import { readyGuestAction, reasonFor } from '../../state/guest-action';
import { hasGuestDraft } from '../../state/guest-draft';
import { notify } from '../../state/notifications';
import { signIn } from '../../state/session';
import { useInBrowser } from '../../ui/media/use-in-browser';

const HERE = 'http://realt.invalid';

/**
 * The page a sign-in address asks to return to (`?next=/profile/my-messages`): a page of this app
 * below its language, other than a sign-in's own; anything else (another site, `//host`) is no
 * return, so the address cannot send a visitor elsewhere.
 */
export function returnPathOf(search: string): string | undefined {
  const next = new URLSearchParams(search).get('next');
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return undefined;
  const url = new URL(next, HERE);
  // below the base and the language: the router adds both
  const below = localPath(url.pathname) === null && splitLang(url.pathname).path === url.pathname;
  const access = accessOf(url.pathname);
  if (url.origin !== HERE || !below || access === undefined || access === 'guest' || url.pathname.startsWith(paths.auth.path)) return undefined;
  return url.pathname + url.search;
}

/** The return the address of the auth screen being shown asks for: each screen passes it on to the next. */
export function useReturnPath(): string | undefined {
  return returnPathOf(useSearch());
}

/** Why a guest's Save or Message sent them to sign in (kept on the device): null on the server and while hydrating. */
export function useGuestReason(next: string | undefined) {
  return useInBrowser() ? reasonFor(next) : null;
}

function landingOf(scope: AuthScope, next?: string): string {
  if (scope === 'admin') return paths.admin.href();
  if (next !== undefined) return next;
  return hasGuestDraft() ? paths.createAdvertisement.href() : paths.myApartments.href();
}

/** The page a completed sign-in lands on; a guest's Save or Message asked there is readied for it, any other dropped. */
export function landingAfterSignIn(scope: AuthScope, next?: string): string {
  const landing = landingOf(scope, next);
  readyGuestAction(landing);
  return landing;
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
