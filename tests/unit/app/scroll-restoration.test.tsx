// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { memoryLocation } from 'wouter/memory-location';
import { ScrollRestoration } from '../../../src/app/scroll-restoration';

// a page as tall as `height` allows: the window scrolls as far as it can, and tells
let height: number;
let scrollTo: ReturnType<typeof vi.fn>;
const scrolled = (top: number) => {
  Object.defineProperty(window, 'scrollY', { value: Math.max(0, Math.min(top, height)), configurable: true });
  window.dispatchEvent(new Event('scroll'));
};
// the page's growth, as a ResizeObserver on it tells it
let grown: (() => void) | null;

beforeEach(() => {
  height = 5_000;
  grown = null;
  scrollTo = vi.fn((_left: number, top: number) => scrolled(top));
  vi.stubGlobal('scrollTo', scrollTo);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        grown = callback;
      }
      observe() {}
      disconnect() {
        grown = null;
      }
    },
  );
  scrolled(0);
  window.history.replaceState(null, '', '/realt/catalog?page=1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The app's router on the browser's own address, as in the browser. */
const open = () =>
  render(
    <StrictMode>
      <Router base="/realt">
        <ScrollRestoration />
      </Router>
    </StrictMode>,
  );

/** Back, once the browser has traversed. */
async function back() {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  window.history.back();
  await act(() => popped);
}

it('leaves the first address where the browser scrolled it (a visitor scrolling before hydration)', () => {
  open();
  expect(scrollTo).not.toHaveBeenCalled();
});

it('starts each new address at the top, coming back to the first address by a link too', () => {
  open();
  act(() => navigate('/realt/announcement/3-otaxiani-102'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  act(() => navigate('/realt/catalog?page=1'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
});

it('keeps the scroll when the map view opens', () => {
  open();
  act(() => navigate('/realt/catalog?map=true'));
  expect(scrollTo).not.toHaveBeenCalled();
});

it('brings the next page’s results into view when the visitor is past their start, and leaves a visitor above it be', () => {
  const start = document.createElement('p');
  start.setAttribute('data-route-focus', '');
  document.body.append(start);
  let top = -600;
  start.getBoundingClientRect = () => DOMRect.fromRect({ y: top, height: 20 });
  const intoView = vi.fn();
  start.scrollIntoView = intoView;
  open();
  act(() => navigate('/realt/catalog?page=2'));
  expect(intoView).toHaveBeenCalledWith({ block: 'start' });
  top = 400;
  act(() => navigate('/realt/catalog?page=3'));
  expect(intoView).toHaveBeenCalledTimes(1);
  expect(scrollTo).not.toHaveBeenCalled();
  // another screen starts at the top, whatever this one marks
  act(() => navigate('/realt/announcement/3-otaxiani-102'));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  start.remove();
});

it('takes Back and Forward to where each entry was left', async () => {
  open();
  scrolled(2_400);
  act(() => navigate('/realt/announcement/3-otaxiani-102'));
  expect(window.scrollY).toBe(0);
  scrolled(800);
  await back();
  expect(window.location.pathname).toBe('/realt/catalog');
  expect(window.scrollY).toBe(2_400);
  const forward = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  window.history.forward();
  await act(() => forward);
  expect(window.scrollY).toBe(800);
});

it('waits for a page too short to come back to (its results on the way), until the visitor scrolls', async () => {
  open();
  scrolled(2_400);
  act(() => navigate('/realt/announcement/3-otaxiani-102'));
  height = 1_000;
  await back();
  expect(window.scrollY).toBe(1_000);
  height = 5_000;
  act(() => grown?.());
  expect(window.scrollY).toBe(2_400);
  expect(grown).toBeNull();

  // once more, and the visitor's wheel comes first: the page stays where they took it
  act(() => navigate('/realt/announcement/3-otaxiani-102'));
  height = 1_000;
  await back();
  window.dispatchEvent(new Event('wheel'));
  expect(grown).toBeNull();
});

it('takes the router reading the query after hydration for no move: the browser is still at its first address', () => {
  // hydration renders a private page without its query; the router then reads the browser's
  const hydrating = memoryLocation({ path: '/profile/apartments/my-apartments', record: true });
  render(
    <Router hook={hydrating.hook} searchHook={hydrating.searchHook}>
      <ScrollRestoration />
    </Router>,
  );
  act(() => hydrating.navigate('/profile/apartments/my-apartments?page=2'));
  expect(scrollTo).not.toHaveBeenCalled();
});
