// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nearestScroll, scrollIntoStrip } from '../../../../src/ui/gallery/scroll-into-strip';

const view = { start: 16, size: 343 };

describe('nearestScroll', () => {
  it('leaves an item in view where it is', () => {
    expect(nearestScroll(0, view, { start: 16, size: 84 })).toBeNull();
    expect(nearestScroll(100, view, { start: 275, size: 84 })).toBeNull();
    // rounding of a fraction of a pixel
    expect(nearestScroll(0, view, { start: 275.5, size: 84 })).toBeNull();
  });

  it('brings an item past the end in by the least, to the end', () => {
    // the sixth thumbnail of a 343 px strip: 84 px wide with 8 px gaps
    expect(nearestScroll(0, view, { start: 476, size: 84 })).toBe(201);
  });

  it('brings an item before the start in, to the start', () => {
    expect(nearestScroll(300, view, { start: -60, size: 84 })).toBe(224);
  });

  it('shows the start of an item wider than the view', () => {
    expect(nearestScroll(0, view, { start: 100, size: 400 })).toBe(84);
  });
});

describe('scrollIntoStrip', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A strip of 343 px at x 16 whose item sits at `left`, and the reduced-motion preference. */
  function strip(left: number, reduce: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
    const list = document.createElement('ul');
    const item = document.createElement('li');
    list.append(item);
    Object.defineProperty(list, 'clientWidth', { value: 343 });
    list.getBoundingClientRect = () => DOMRect.fromRect({ x: 16, width: 343, height: 68 });
    item.getBoundingClientRect = () => DOMRect.fromRect({ x: left, width: 84, height: 64 });
    const scrollTo = vi.fn();
    list.scrollTo = scrollTo;
    return { item, scrollTo };
  }

  it('scrolls the strip itself, smoothly, or at once for reduced motion', () => {
    const smooth = strip(476, false);
    scrollIntoStrip(smooth.item);
    expect(smooth.scrollTo).toHaveBeenCalledWith({ left: 201, behavior: 'smooth' });
    const still = strip(476, true);
    scrollIntoStrip(still.item);
    expect(still.scrollTo).toHaveBeenCalledWith({ left: 201, behavior: 'instant' });
  });

  it('does not scroll for an item in view', () => {
    const shown = strip(100, false);
    scrollIntoStrip(shown.item);
    expect(shown.scrollTo).not.toHaveBeenCalled();
  });
});
