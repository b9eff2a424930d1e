// Open/close and placement of a dropdown anchored under its trigger (§4: closes on an outside
// click, on window scroll, when focus leaves; the caller handles Escape and picks).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { placeDropdown, type Alignment, type Box, type Placement } from './select-logic';

export interface DropdownPosition {
  placement: Placement;
  align: Alignment;
  /** the height it has on its side, once measured */
  room: number | null;
}

const initialPosition: DropdownPosition = { placement: 'bottom', align: 'start', room: null };

/**
 * The part of the screen the panel can show in: the viewport, cut down by every scrolling or
 * clipping ancestor (a modal dialog scrolls its content, so a panel must flip inside it).
 */
function visibleBounds(root: HTMLElement | null): Box {
  const bounds = { top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth };
  for (let node = root?.parentElement; node && node !== document.body; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.overflowY === 'visible' && style.overflowX === 'visible') continue;
    const rect = node.getBoundingClientRect();
    bounds.top = Math.max(bounds.top, rect.top);
    bounds.left = Math.max(bounds.left, rect.left);
    bounds.bottom = Math.min(bounds.bottom, rect.bottom);
    bounds.right = Math.min(bounds.right, rect.right);
  }
  return bounds;
}

/**
 * `onDismiss`: called when the dropdown closes by itself (a press outside, the page scrolled,
 * focus gone), not through the caller's `close`.
 */
export function useDropdown({ onDismiss }: { onDismiss?: () => void } = {}) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState(initialPosition);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((focusTrigger = false) => {
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  }, []);

  // the latest onDismiss, and whether it is open now (a press outside then moves the focus: one dismissal)
  const dismissed = useRef(onDismiss);
  const shown = useRef(false);
  useLayoutEffect(() => {
    dismissed.current = onDismiss;
    shown.current = open;
  });
  const dismiss = useCallback(() => {
    if (!shown.current) return;
    shown.current = false;
    dismissed.current?.();
    close();
  }, [close]);

  const place = useCallback(() => {
    const trigger = triggerRef.current?.getBoundingClientRect();
    const panel = panelRef.current?.getBoundingClientRect();
    if (!trigger || !panel) return;
    setPosition(
      placeDropdown({ trigger, panel: { width: panel.width, height: panel.height }, bounds: visibleBounds(rootRef.current) }),
    );
  }, []);

  // measured before paint so the panel never flashes on the wrong side
  useLayoutEffect(() => {
    if (open) place();
    else setPosition(initialPosition);
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) dismiss();
    };
    // scroll events of inner elements (the list itself) do not reach window, so only the
    // page's scroll closes; while a text field in the panel has focus, phones scroll the page
    // to keep it above the on-screen keyboard, which must not close the panel under the user.
    // A scroll event reports a scroll at the next frame: one that ended before the panel
    // opened (the trigger scrolled into view and tapped) leaves the page where it was
    const openedAt = window.scrollY;
    const onScroll = () => {
      if (window.scrollY === openedAt) return;
      const focused = document.activeElement;
      if (focused instanceof HTMLInputElement && panelRef.current?.contains(focused)) return;
      dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onScroll);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', place);
    };
  }, [open, dismiss, place]);

  /** for the root's onBlur: focus moving out of the whole control closes it */
  const onBlur = useCallback(
    (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !rootRef.current?.contains(next)) dismiss();
    },
    [dismiss],
  );

  /** for the panel's onMouseDown: a press on its plain surface keeps focus where it is */
  const onPanelMouseDown = useCallback((event: MouseEvent) => {
    if (!(event.target instanceof Element && event.target.closest('input, button, label'))) event.preventDefault();
  }, []);

  return {
    open,
    show: useCallback(() => setOpen(true), []),
    close,
    position,
    rootRef,
    triggerRef,
    panelRef,
    onBlur,
    onPanelMouseDown,
  };
}
