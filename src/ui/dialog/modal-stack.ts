// The modal dialogs open, the topmost last: whatever must be seen and reached while one is open (a
// notification) shows inside the topmost, as everything outside it is inert and under its backdrop.
import { proxy } from 'valtio';
import { clientValue } from '../../state/client-value';

const modals = proxy<{ open: string[] }>({ open: [] });

export function modalOpened(id: string): void {
  modals.open.push(id);
}

export function modalClosed(id: string): void {
  const at = modals.open.lastIndexOf(id);
  if (at >= 0) modals.open.splice(at, 1);
}

/** The topmost open modal dialog's id, or null: none on a server's page, so none while it hydrates. */
export const useTopModal = clientValue(modals, (store) => store.open.at(-1) ?? null, null);
