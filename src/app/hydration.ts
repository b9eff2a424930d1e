// When a server-rendered page has finished hydrating. React hydrates the page's outer tree first
// and each Suspense boundary (the screen is one) in a later pass, which on a slow phone can come
// after the outer tree's effects: what changes the page (the session) must wait for both.
import { useEffect, useSyncExternalStore } from 'react';

let waiting = 0;
let done: (() => void) | null = null;

/** Runs `run` once the outer tree and, when `withScreen`, the screen's boundary have hydrated. */
export function afterHydration(withScreen: boolean, run: () => void): () => void {
  waiting = withScreen ? 2 : 1;
  done = run;
  return hydrated;
}

/** One part of the page has hydrated; the last one runs what waited. */
export function hydrated(): void {
  if (done === null || --waiting > 0) return;
  const run = done;
  done = null;
  run();
}

/** Rendered at the end of each screen's boundary: tells that the screen has hydrated. */
export function ScreenHydrated() {
  useEffect(hydrated, []);
  return null;
}

// Whether the browser knows the visitor's session yet. The server never does (the token is kept
// in the browser), so it renders a private route's skeleton, and a page it rendered hydrates
// as it was rendered: the session is known once the page has hydrated and applied it.
let sessionKnown = true;
const sessionListeners = new Set<() => void>();
const subscribeSession = (listener: () => void) => {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
};

/** Before hydrating a server-rendered page: its session counts as unknown until the returned function runs. */
export function holdSessionKnown(): () => void {
  sessionKnown = false;
  return () => {
    sessionKnown = true;
    for (const listener of sessionListeners) listener();
  };
}

/** false on the server and while a server-rendered page hydrates, true once the session applies. */
export function useSessionKnown(): boolean {
  return useSyncExternalStore(subscribeSession, () => sessionKnown, () => false);
}
