// The modal dialogs open, the topmost last: whatever must be seen and reached while one is open (a
// notification) is put inside the topmost, as everything outside it is inert and under its backdrop.
import { useSyncExternalStore } from 'react';

const open: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function modalOpened(dialog: HTMLDialogElement): void {
  open.push(dialog);
  changed();
}

export function modalClosed(dialog: HTMLDialogElement): void {
  const at = open.lastIndexOf(dialog);
  if (at < 0) return;
  open.splice(at, 1);
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The topmost open modal dialog, or null: none on a server's page, so none while it hydrates. */
export const useTopModal = (): HTMLDialogElement | null => useSyncExternalStore(subscribe, () => open.at(-1) ?? null, () => null);
