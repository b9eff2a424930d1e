// How a wallet payment tells my apartments it is paid: the history state of the navigation there,
// set from the order's own answer. No link can carry it, where anyone can type an address.
export const PAID_STATE = { paid: true } as const;

export function isPaidState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'paid' in state && state.paid === true;
}
