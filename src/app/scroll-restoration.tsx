import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { entryName, fromEntry, keepInEntry } from '../state/history-entry';
import { ROUTE_FOCUS } from '../ui/focus/route-focus';

// what a visitor does to scroll: a restore waiting for its page to grow gives way to it
const SCROLLING = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scrolls to `top` now and, while the page is too short for it (its code or data on the way), as it grows; stopped by the visitor's own scrolling or the returned function. */
function scrollBackTo(top: number): () => void {
  const reached = () => {
    window.scrollTo(0, top);
    return window.scrollY >= top - 1;
  };
  if (reached()) return () => undefined;
  const growing = new ResizeObserver(() => void (reached() && stop()));
  const stop = () => {
    growing.disconnect();
    for (const type of SCROLLING) removeEventListener(type, stop, true);
  };
  growing.observe(document.body);
  for (const type of SCROLLING) addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * A new address starts at the top, except the map view (query map=true) and another query of the
 * same screen (a search's next page, another order), which brings the start of its new content
 * (routeFocus) into view when the visitor is past it, and otherwise stays; Back and Forward return
 * to where their entry was left. Each entry has a name in its state, and the page keeps each
 * named entry's scroll (an overlay's entry has its page's name: the same page). The page's first
 * address keeps the browser's own scroll: a visitor may have scrolled before the page hydrated, and
 * a reload restores where they were. Hydration renders a private page without its query and the
 * router then reads it: the browser is still at its first address, so that is no move.
 */
export function ScrollRestoration() {
  const [location] = useLocation();
  const search = useSearch();
  const shown = useRef<string | null>(null);
  const shownPath = useRef<string | null>(null);
  const first = useRef<string | null>(typeof window === 'undefined' ? null : window.location.href);
  const positions = useRef(new Map<string, number>());
  useEffect(() => {
    const keep = () => {
      const name = fromEntry('scroll');
      if (name !== undefined) positions.current.set(name, window.scrollY);
    };
    addEventListener('scroll', keep, { passive: true });
    return () => removeEventListener('scroll', keep);
  }, []);
  useEffect(() => {
    const address = `${location}?${search}`;
    const moved = shown.current !== null && shown.current !== address;
    const samePath = shownPath.current === location;
    shown.current = address;
    shownPath.current = location;
    // an entry without a name is new: Back and Forward lead only to named ones
    const name = fromEntry('scroll');
    if (name === undefined) keepInEntry('scroll', entryName());
    if (!moved || window.location.href === first.current) return;
    first.current = null;
    const left = name === undefined ? undefined : positions.current.get(name);
    if (left !== undefined) return scrollBackTo(left);
    if (new URLSearchParams(search).get('map') === 'true') return;
    const start = samePath ? document.querySelector(ROUTE_FOCUS) : null;
    if (!start) window.scrollTo(0, 0);
    // under the sticky header is out of view too (base.css's scroll-padding-top)
    else if (start.getBoundingClientRect().top < (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0)) start.scrollIntoView({ block: 'start' });
  }, [location, search]);
  return null;
}
