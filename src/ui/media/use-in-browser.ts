import { useDeferredValue } from 'react';

/**
 * false on the server and in the render that hydrates its page, true from then on: what only a
 * browser can show (a map, what is kept on the device) appears after hydration. The change is a
 * background render, which React does in slices; a synchronous one (useSyncExternalStore's, when
 * its snapshot differs from the server's) would hydrate the rest of the screen in one long task.
 */
export function useInBrowser(): boolean {
  return useDeferredValue(true, false);
}
