// What the current history entry keeps (history-entry.ts), for a component to show: read again as
// the history moves. A module of its own, so that only the screens that read it load the router's
// store with it, not every page's start.
import { useLocationProperty } from 'wouter/use-browser-location';
import { fromEntry } from './history-entry';

/** What the current entry keeps under `key`; undefined on the server and while hydrating. */
export const useFromEntry = (key: Parameters<typeof fromEntry>[0]): string | undefined => useLocationProperty(() => fromEntry(key), () => undefined);
