// Whether the browser has a connection, as the queries see it: without one TanStack Query pauses
// them (no error), and goes on by itself once it is back.
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);

/** Online on the server and while the page hydrates (its server snapshot), the browser's state after. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => onlineManager.isOnline(), () => true);
