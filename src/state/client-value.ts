// How a store reaches React without a hydration mismatch.
import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';

/** `read(store)`, but `onServer` on the server and while hydrating (useSyncExternalStore's server snapshot). */
export function clientValue<S extends object, T>(store: S, read: (store: S) => T, onServer: T): () => T {
  const listen = (listener: () => void) => subscribe(store, listener);
  return () => useSyncExternalStore(listen, () => read(store), () => onServer);
}
