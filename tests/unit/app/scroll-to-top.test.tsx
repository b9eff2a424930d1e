import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ScrollToTop } from '../../../src/app/scroll-to-top';

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(path: string) {
  const memory = memoryLocation({ path, record: true });
  render(
    <StrictMode>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <ScrollToTop />
      </Router>
    </StrictMode>,
  );
  return memory;
}

it('leaves the first address where the browser scrolled it (a visitor scrolling before hydration)', () => {
  open('/announcement/3-otaxiani-102');
  expect(scrollTo).not.toHaveBeenCalled();
});

it('starts each navigation at the top', () => {
  const memory = open('/catalog?page=1');
  act(() => memory.navigate('/announcement/3-otaxiani-102'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  act(() => memory.navigate('/catalog?page=2'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
});

it('keeps the scroll when the map view opens', () => {
  const memory = open('/catalog');
  act(() => memory.navigate('/catalog?map=true'));
  expect(scrollTo).not.toHaveBeenCalled();
});
