/** An edge and a length along the strip's axis, in px. */
interface Span {
  start: number;
  size: number;
}

// a part of a pixel out of view is layout's rounding, not a thumbnail to bring in
const SLACK_PX = 1;

/**
 * The scroll position that shows all of `item` in a strip scrolled to `scroll` whose visible part
 * is `view`, moving it the least (to the nearer edge; the start for an item wider than the view);
 * null when it is in view already.
 */
export function nearestScroll(scroll: number, view: Span, item: Span): number | null {
  const before = item.start - view.start;
  const after = item.start + item.size - (view.start + view.size);
  if (before < -SLACK_PX) return scroll + before;
  if (after > SLACK_PX) return scroll + Math.min(before, after);
  return null;
}

/**
 * Scrolls the sideways strip around `item` (its parent) so that all of it shows: the strip alone,
 * never the page, as `scrollIntoView` would; at once when the visitor asks for reduced motion.
 */
export function scrollIntoStrip(item: Element): void {
  const strip = item.parentElement;
  if (!strip) return;
  const box = item.getBoundingClientRect();
  const left = nearestScroll(strip.scrollLeft, { start: strip.getBoundingClientRect().left + strip.clientLeft, size: strip.clientWidth }, { start: box.left, size: box.width });
  if (left === null) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  strip.scrollTo({ left, behavior: still ? 'instant' : 'smooth' });
}
