// Back closes an open overlay (the catalogue's filters, the full-screen photos) instead of leaving
// the page, as a phone's visitor expects: while it is open the page has a history entry of its own,
// at the same address, that Back (or an iOS swipe back) leaves. Closed any other way (Escape, its
// button, Android's close request, which the native dialog turns into Escape's `cancel`), it leaves
// that entry itself; an entry left behind (Back closed it, then Forward) is passed over.
import { useEffect, useRef } from 'react';
import { entryName, entryWith, fromEntry, keepInEntry } from '../../state/history-entry';

// the entries of the overlays open now
const open = new Set<string>();
// the entry an overlay closing now leaves once this task is done: React's strict mode runs an
// effect's cleanup and the effect again at once, and the overlay then keeps its entry
let leaving: string | null = null;

const overlayEntry = () => fromEntry('overlay');

// an overlay's entry whose overlay is closed is passed over: it follows its page's own, at the same
// address, so Back from it reaches what Back from the page would
function passOver() {
  const entry = overlayEntry();
  if (entry !== undefined && !open.has(entry) && entry !== leaving) window.history.back();
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', passOver);
  // a page reloaded at an overlay's entry shows no overlay: back to its own entry, at the same address
  if (overlayEntry() !== undefined) window.history.back();
}

/** Whether the page is at an open overlay's entry: a search applied from it replaces that entry. */
export function atOverlayEntry(): boolean {
  const entry = overlayEntry();
  return entry !== undefined && open.has(entry);
}

/** While `isOpen`, Back calls `close` (and nothing else happens); closed otherwise, the overlay's entry goes. */
export function useBackCloses(isOpen: boolean, close: () => void): void {
  const onBack = useRef(close);
  useEffect(() => {
    onBack.current = close;
  });
  useEffect(() => {
    if (!isOpen) return;
    let entry: string;
    if (leaving !== null && overlayEntry() === leaving) {
      entry = leaving;
      leaving = null;
    } else {
      entry = entryName();
      // at a closed overlay's entry still (a Back on its way from it): this one takes its place; an
      // open one's (a dialog opened from a dialog) stays, for Back to return to
      const under = overlayEntry();
      if (under !== undefined && !open.has(under)) keepInEntry('overlay', undefined);
      window.history.pushState(entryWith('overlay', entry), '');
    }
    open.add(entry);
    const onPop = () => {
      if (overlayEntry() !== entry) onBack.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      open.delete(entry);
      if (overlayEntry() !== entry) return;
      leaving = entry;
      queueMicrotask(() => {
        if (leaving !== entry) return;
        leaving = null;
        // not when what closed it went on to another address (a purchase's result): Back passes over the entry
        if (overlayEntry() === entry) window.history.back();
      });
    };
  }, [isOpen]);
}
