// The catalogue results a listing was opened from, for its way back to them: the catalogue notes
// its address when one of its links is followed, and the listing's history entry keeps it, so Back,
// Forward and a reload find it again. A listing opened any other way (a shared link, the main
// page) has none; the server, which cannot know, renders the plain catalogue link.
import { useSyncExternalStore } from 'react';
import { localPath } from '../config/paths';

const KEY = 'results';

// the page a followed link opens (its full path) and the results it was followed from (below the
// base and the language, so the way back keeps the page's language)
let opening: { to: string; from: string } | null = null;
const listeners = new Set<() => void>();

/** Notes that the link to `href` is followed from the results at `from` (below the base and the language). */
export function noteResultsLeft(href: string, from: string): void {
  const to = new URL(href, window.location.href).pathname;
  // a link to the results themselves is no way away from them
  if (localPath(to)?.path !== from.split('?')[0]) opening = { to, from };
}

const resultsOf = (state: unknown): string | null => {
  const from = typeof state === 'object' && state !== null && KEY in state ? state[KEY] : null;
  return typeof from === 'string' ? from : null;
};

/** Keeps in this page's history entry the results it was just opened from, if it was. */
export function keepResults(): void {
  if (opening?.to !== window.location.pathname) return;
  const state: unknown = window.history.state;
  window.history.replaceState({ ...(typeof state === 'object' ? state : {}), [KEY]: opening.from }, '');
  opening = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The address (below the base and the language) of the results this page was opened from; null for none, and on the server and while hydrating. */
export function useResultsLeft(): string | null {
  // a page just opened has them before its entry keeps them
  const read = () => resultsOf(window.history.state) ?? (opening?.to === window.location.pathname ? opening.from : null);
  return useSyncExternalStore(subscribe, read, () => null);
}
