import { proxy } from 'valtio';
import { clientValue } from './client-value';

/** Whether the 500 modal of §8 is open. */
export const serverError = proxy({ open: false });

export function showServerError(): void {
  serverError.open = true;
}

export function closeServerError(): void {
  serverError.open = false;
}

/** Closed in a server's page, so closed while it hydrates (React opens it right after). */
export const useServerErrorOpen = clientValue(serverError, (store) => store.open, false);
