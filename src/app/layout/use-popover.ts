import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * Open state of a header menu: closes on Escape (focus back on its button), on a click outside,
 * when the keyboard's focus moves out of it (it would go to the page hidden under the menu), and
 * after any navigation.
 */
export function usePopover<T extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const root = useRef<T>(null);
  const [location] = useLocation();

  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    };
    const outside = (target: EventTarget | null) => target instanceof Node && !root.current?.contains(target);
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    // focus that goes nowhere (a tap on the menu's own text, the window left) keeps it open
    const onFocusOut = (event: FocusEvent) => {
      if (outside(event.relatedTarget)) setOpen(false);
    };
    const menu = root.current;
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    menu?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      menu?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return { open, setOpen, toggle: () => setOpen((value) => !value), close: () => setOpen(false), root };
}
