// How a store reaches React: `onServer` (nothing of this browser's) on the server and while its
// page hydrates, then the store's value, right after (useSyncExternalStore's server snapshot).
import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';

/** The hook reading `read(store)`, `onServer` in and while hydrating a server's page. */
export function clientValue<S extends object, T>(store: S, read: (store: S) => T, onServer: T): () => T {
  const listen = (listener: () => void) => subscribe(store, listener);
  return () => useSyncExternalStore(listen, () => read(store), () => onServer);
}
