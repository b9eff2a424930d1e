import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * false on the server and in the render that hydrates its page, true from then on: what only a
 * browser can show (a map, what is kept on the device) appears after hydration.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
