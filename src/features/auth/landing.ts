// Where a fresh sign-in lands: the admin login opens the console; otherwise the page the visitor
// was sent to sign in from (`?next=`: a private page, or a guest's Save or Message, which that page
// then does), else a guest's waiting draft listing opens the create page, else my apartments.
// A module of its own: the sign-in screens' guard, in every page's code, loads it only when a
// signed-in visitor meets one of them.
import { accessOf, localPath, paths } from '../../config/paths';
import { splitLang } from '../../i18n/lang';
import type { AuthScope } from '../../state/auth-flow';
import { readyGuestAction } from '../../state/guest-action';
import { hasGuestDraft } from '../../state/guest-draft';

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
