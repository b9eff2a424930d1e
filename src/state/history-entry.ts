// What a history entry keeps besides its address, for Back, Forward and a reload to find again:
// one object in history.state, a key for each owner.

/** `overlay`: an open overlay's entry (ui/dialog/back-closes.ts); `results`: the results a listing was opened from; `homeSearch`: the main page's search; `scroll`: the entry's name for its scroll position; `topUp`: the wallet's top-up amount as typed when it left for the bank; `resume`: the purchase a wallet top-up was for, to open again on my apartments; `paid`: my apartments reached by a wallet payment's own answer (no link sets an entry's state, where anyone can send an address); `formStep`: the listing form's step the entry shows; `contact`: the phone or e-mail a password was just reset for, for the sign-in it leads to; `typedPrices`: a catalogue's address before its currency was switched, its price bounds as typed. */
type Key = 'overlay' | 'results' | 'homeSearch' | 'scroll' | 'topUp' | 'resume' | 'paid' | 'formStep' | 'contact' | 'typedPrices';

/** What the current entry keeps under `key`, if it is a string. */
export function fromEntry(key: Key): string | undefined {
  const state: unknown = window.history.state;
  const value: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, key) : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The state of a new entry that keeps `value` under `key` (a navigation's `state`). */
export const newEntry = (key: Key, value: string): Record<string, unknown> => ({ [key]: value });

/** The current entry's state with `value` under `key` (undefined: without it), the rest kept. */
export function entryWith(key: Key, value: string | undefined): Record<string, unknown> {
  const state: unknown = window.history.state;
  const rest: Record<string, unknown> = typeof state === 'object' && state !== null ? { ...state } : {};
  delete rest[key];
  return value === undefined ? rest : { ...rest, [key]: value };
}

export const keepInEntry = (key: Key, value: string | undefined): void => window.history.replaceState(entryWith(key, value), '');

let named = 0;

/** A name no other entry has, after a reload too. */
export const entryName = (): string => `${Date.now()}-${++named}`;
