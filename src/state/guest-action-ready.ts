// The guest's Save or Message a completed sign-in brought back to its page (guest-action.ts), in
// this tab's memory until that page does it or the visitor leaves it.
import { localPath } from '../config/paths';

export type GuestAction = { kind: 'save'; listing: number } | { kind: 'message'; recipient: number; listing?: number | undefined };

export interface Held {
  action: GuestAction;
  /** the page it was asked on, below the base and the language, with its query */
  at: string;
  expiresAt: number;
}

const HERE = 'http://realt.invalid';

let ready: Held | null = null;

/** Whether two addresses below the base name one page (the same path and query). */
export function samePage(a: string, b: string): boolean {
  const [x, y] = [new URL(a, HERE), new URL(b, HERE)];
  return x.pathname === y.pathname && x.search === y.search;
}

/** Whether the tab shows the page `kept` was asked on. */
function onItsPage(kept: Held): boolean {
  const here = localPath(window.location.pathname)?.path;
  return here !== undefined && samePage(kept.at, here + window.location.search);
}

// every change of address: the browser's, and wouter's own events for the history's push and replace
const MOVES = ['popstate', 'pushState', 'replaceState'] as const;

// ends the watch of the visit the ready action is for
let unwatch = (): void => undefined;

/**
 * Keeps what a sign-in completed for the page it lands on (null: nothing), for that visit only:
 * once the tab has shown that page and then shows another, it is dropped, so no later visit does it.
 */
export function holdReady(kept: Held | null): void {
  unwatch();
  ready = kept;
  if (!kept) return;
  let arrived = false;
  const check = () => {
    if (ready === kept && onItsPage(kept)) arrived = true;
    else if (ready !== kept || arrived) {
      if (ready === kept) ready = null;
      unwatch();
    }
  };
  for (const type of MOVES) addEventListener(type, check);
  unwatch = () => {
    for (const type of MOVES) removeEventListener(type, check);
  };
}

/** Whether the ready action is one `wanted` accepts, for this page and still in time; true once only. */
export function takeReady(wanted: (action: GuestAction) => boolean, now = Date.now()): boolean {
  if (!ready || ready.expiresAt <= now || !onItsPage(ready) || !wanted(ready.action)) return false;
  ready = null;
  return true;
}
