// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { memoryLocation } from 'wouter/memory-location';
import { ScrollToTop } from '../../../src/app/scroll-to-top';

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
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
        <ScrollToTop />
      </Router>
    </StrictMode>,
  );

it('leaves the first address where the browser scrolled it (a visitor scrolling before hydration)', () => {
  open();
  expect(scrollTo).not.toHaveBeenCalled();
});

it('starts each navigation at the top, coming back to the first address too', () => {
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

it('takes the router reading the query after hydration for no move: the browser is still at its first address', () => {
  // hydration renders a private page without its query; the router then reads the browser's
  const hydrating = memoryLocation({ path: '/profile/apartments/my-apartments', record: true });
  render(
    <Router hook={hydrating.hook} searchHook={hydrating.searchHook}>
      <ScrollToTop />
    </Router>,
  );
  act(() => hydrating.navigate('/profile/apartments/my-apartments?page=2'));
  expect(scrollTo).not.toHaveBeenCalled();
});
