// A screen's state kept in the address's query, as the catalogue keeps its search: a reload, Back
// and Forward and a copied link give the same screen, and a change of language keeps it (the
// switch keeps the query).
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * How a change is written: `push` adds an entry that Back returns from (a tab, a page, an applied
 * filter); `replace` changes the entry it is made in (typing, a selection), so Back is not flooded.
 */
export type AddressChange = 'push' | 'replace';

/** A whole number from 1 written in a query, or null for anything else. */
export function positiveInt(raw: string | null): number | null {
  return raw !== null && /^\d{1,15}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/**
 * The state `read` finds in the address's query, and `change`, which writes an update of it back.
 * `read` never throws: a missing or malformed value is read as its default; `write` leaves the
 * defaults out ('' for the default state), so a screen opens at its bare address. Both are
 * module-level functions. A change that writes the same query adds no entry; one made after the
 * screen has gone (an answer that came back once the user had moved on) writes nothing.
 */
export function useAddressQuery<T>(read: (search: string) => T, write: (state: T) => string) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => read(search), [read, search]);
  const latest = useRef({ state, path });
  useLayoutEffect(() => {
    latest.current = { state, path };
  });
  // set as the screen commits, with the layout effects that attach its keys: a key pressed before
  // the browser gets round to passive effects (it runs input first) is a change like any other
  const shown = useRef(false);
  useLayoutEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const change = useCallback(
    (update: (state: T) => T, how: AddressChange) => {
      if (!shown.current) return;
      const now = latest.current;
      const next = update(now.state);
      const query = write(next);
      if (query === write(now.state)) return;
      // a second change before the next render builds on this one
      latest.current = { state: next, path: now.path };
      navigate(now.path + query, { replace: how === 'replace' });
    },
    [navigate, write],
  );
  return [state, change] as const;
}
