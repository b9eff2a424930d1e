// The query of an address that holds a secret (a social sign-in's return: its token), taken out of
// the address as the app starts, before it asks anything, and held here for the screen that reads
// it: no request leaves with the secret in its Referer, nor in the history.

let held: string | null = null;

/** Takes the address's query out of it (the history entry is replaced) and holds it. */
export function holdQuery(): void {
  if (window.location.search === '') return;
  held = window.location.search;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
}

/** The query held for the screen, or `search` (the address's own) when none is held. */
export const heldQuery = (search: string): string => held ?? search;

/** Forgets the held query, once the screen has judged it: a later visit reads its own. */
export function forgetQuery(): void {
  held = null;
}
