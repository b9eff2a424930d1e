// How a store's value reaches React: what a server's page shows (`onServer`: nothing of this
// browser's) while React renders on the server and while it hydrates that page, then the store's
// own, which React renders right after hydration (useSyncExternalStore's server snapshot).
import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';

/** The hook reading `read(store)`, `onServer` in and while hydrating a server's page. */
export function clientValue<S extends object, T>(store: S, read: (store: S) => T, onServer: T): () => T {
  const listen = (listener: () => void) => subscribe(store, listener);
  const current = () => read(store);
  const served = () => onServer;
  return () => useSyncExternalStore(listen, current, served);
}
