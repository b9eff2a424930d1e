import { useSyncExternalStore } from 'react';
import { proxy, subscribe } from 'valtio';

/** Whether the 500 modal of §8 is open. */
export const serverError = proxy({ open: false });

export function showServerError(): void {
  serverError.open = true;
}

export function closeServerError(): void {
  serverError.open = false;
}

const subscribeServerError = (listener: () => void) => subscribe(serverError, listener);

/** Closed in a server's page, so closed while it hydrates (React opens it right after). */
export const useServerErrorOpen = () => useSyncExternalStore(subscribeServerError, () => serverError.open, () => false);
