// The catalogue results a listing was opened from, for its way back to them: the catalogue notes
// its address when one of its links is followed, and the listing's history entry keeps it, so Back,
// Forward and a reload find it again. A listing opened any other way (a shared link, the main
// page) has none; the server, which cannot know, renders the plain catalogue link.
import { useEffect } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';
import { localPath } from '../config/paths';
import type { Lang } from '../i18n/lang';
import { fromEntry, keepInEntry } from './history-entry';

// the page a followed link opens, below the language (a switch of language before the page has
// mounted, while its code loads, still opens it), and the full path of the results it was followed
// from (the way back goes back in the history only to the results in the page's language)
let opening: { to: string; from: string } | null = null;
// Back or Forward before that page has mounted is a way elsewhere: the page opened later another
// way has no results to go back to
globalThis.addEventListener?.('popstate', () => (opening = null));

const below = (pathname: string): string => localPath(pathname)?.path ?? pathname;

/** The results the page on screen was just opened from, before its entry keeps them. */
const openedFrom = (): string | null => (opening?.to === below(window.location.pathname) ? opening.from : null);

/** Notes that the link to `href` is followed from the results at `from` (their full path and query). */
export function noteResultsLeft(href: string, from: string): void {
  const to = below(new URL(href, window.location.href).pathname);
  // a link to the results themselves is no way away from them
  if (to !== below(from.split('?')[0] ?? '')) opening = { to, from };
}

/**
 * For the app's shell, at each address it shows: another page than the one a followed link opens
 * (another link followed before that page mounted) ends the opening, so the page opened later
 * another way has no results to go back to.
 */
export function useOpeningSettled(location: string): void {
  useEffect(() => {
    if (opening && opening.to !== below(window.location.pathname)) opening = null;
  }, [location]);
}

/** Keeps in this page's history entry the results it was just opened from, if it was. */
export function keepResults(): void {
  const from = openedFrom();
  if (from === null) return;
  opening = null;
  keepInEntry('results', from);
}

/** The results this page was opened from: their address below the base and the language, and that language; null for none, and on the server and while hydrating. */
export function useResultsLeft(): { path: string; lang: Lang } | null {
  // the router's store of the address and its entry; a page just opened has them before its entry keeps them
  const full = useLocationProperty(() => fromEntry('results') ?? openedFrom(), () => null);
  const [pathname = '', search] = full?.split('?') ?? [];
  const local = localPath(pathname);
  return local && { lang: local.lang, path: local.path + (search ? `?${search}` : '') };
}
