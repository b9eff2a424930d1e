import { proxy, useSnapshot } from 'valtio';

/** Whether the 500 modal of §8 is open. */
export const serverError = proxy({ open: false });

export function showServerError(): void {
  serverError.open = true;
}

export function closeServerError(): void {
  serverError.open = false;
}

export const useServerErrorOpen = () => useSnapshot(serverError).open;
