import { useDeferredValue, useEffect, useRef } from 'react';
import { FOCUSABLE, holdingFocus } from './focusable';
import { placeTaker } from './place-taker';

interface Item {
  id: number | string;
}

/** Marks an item of the list (a row, a card) for useFocusHandOff. */
export const handOffItem = (id: number | string) => ({ 'data-hand-off-item': id });

/** Marks a control of an item by its action ('delete'), so the item that takes the place gets the focus on the same one. */
export const handOffControl = (action: string) => ({ 'data-hand-off-control': action });


/** The page's heading, or the open dialog's that leaves the page inert: the way on when the list is left empty. */
function pageHeading(): HTMLElement | null {
  const dialog = [...document.querySelectorAll('dialog[open]')].at(-1);
  const heading = dialog ? dialog.querySelector<HTMLElement>('h1, h2') : document.querySelector('h1');
  return heading && holdingFocus(heading);
}

function focusFirst(candidates: ReadonlyArray<() => HTMLElement | null | undefined>): void {
  for (const candidate of candidates) {
    const element = candidate();
    element?.focus();
    // a disabled control does not take it: the next candidate does
    if (element && document.activeElement === element) return;
  }
}

/**
 * Keeps the keyboard's place when an item leaves a list with the focused control in it (a row
 * deleted): the focus goes to the same control of the item that takes its place (the next one,
 * else the one before), or to that item's first control when its own cannot take it (disabled),
 * or, with the list left empty, to the page's heading. Items and controls carry
 * handOffItem and handOffControl. Only a focus the removal lost is moved: one the user has moved
 * meanwhile stays where it is.
 */
export function useFocusHandOff(list: readonly Item[] | undefined) {
  // the list as the screen shows it: a view of the data defers it (QueryView), and the row is still
  // on screen, with the focus, when the data comes without it
  const items = useDeferredValue(list);
  const shown = useRef<readonly Item[]>([]);
  const leaving = useRef<{ id: Item['id']; action: string; before: readonly Item[] } | null>(null);

  useEffect(() => {
    if (!items) return;
    const left = leaving.current;
    shown.current = items;
    if (!left || items.some((item) => item.id === left.id)) return;
    leaving.current = null;
    const taker = placeTaker(left.before, left.id, items);
    const item = () => (taker === null ? null : document.querySelector(`[data-hand-off-item="${taker}"]`));
    const handOn = () => {
      if (document.activeElement !== document.body && document.activeElement !== null) return;
      focusFirst([
        () => item()?.querySelector<HTMLElement>(`[data-hand-off-control="${left.action}"]`),
        () => item()?.querySelector<HTMLElement>(FOCUSABLE),
        pageHeading,
      ]);
    };
    // the confirm still open: it closes without the removed control to hand the focus back to
    const dialog = document.activeElement?.closest('dialog');
    if (dialog?.open) dialog.addEventListener('close', handOn, { once: true });
    else handOn();
  }, [items]);

  return {
    /**
     * Runs the removal of item `id`, started from its control `action`, and resolves or rejects as
     * it does; the item leaving the list once it is read again hands the focus on. Begun before the
     * call: the list may be read again before the call resolves.
     */
    async remove<T>(id: Item['id'], action: string, removal: () => Promise<T>): Promise<T> {
      leaving.current = { id, action, before: shown.current };
      try {
        return await removal();
      } catch (error) {
        // a refused removal leaves the item, and the focus, where they are
        if (leaving.current?.id === id) leaving.current = null;
        throw error;
      }
    },
  };
}
