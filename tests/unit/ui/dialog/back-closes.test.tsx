// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { atOverlayEntry, useBackCloses } from '../../../../src/ui/dialog/back-closes';

/** An overlay that Back closes, with its open and close buttons as functions. */
function setUp({ strict = false } = {}) {
  const controls: { open: () => void; close: () => void; isOpen: () => boolean } = { open: () => {}, close: () => {}, isOpen: () => false };
  function Overlay() {
    const [isOpen, setOpen] = useState(false);
    useBackCloses(isOpen, () => setOpen(false));
    controls.open = () => setOpen(true);
    controls.close = () => setOpen(false);
    controls.isOpen = () => isOpen;
    return null;
  }
  render(strict ? <StrictMode><Overlay /></StrictMode> : <Overlay />);
  return controls;
}

/** Waits for the browser's traversal that `step` starts to have happened. */
async function traversed(step: () => void) {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  step();
  await popped;
}

describe('an overlay Back closes', () => {
  it('has an entry of its own at the page’s address while open, which Back leaves, closing it', async () => {
    window.history.replaceState({ kept: 1 }, '', '/realt/catalog/sell?bedrooms=2');
    const overlay = setUp();
    act(() => overlay.open());
    expect(window.location.search).toBe('?bedrooms=2');
    // what the page's entry holds stays in the overlay's
    expect(window.history.state).toMatchObject({ kept: 1 });
    expect(atOverlayEntry()).toBe(true);
    await act(() => traversed(() => window.history.back()));
    expect(overlay.isOpen()).toBe(false);
    expect(window.history.state).toEqual({ kept: 1 });
  });

  it('closed any other way, leaves its entry itself', async () => {
    const overlay = setUp();
    act(() => overlay.open());
    const back = vi.spyOn(window.history, 'back');
    await act(async () => overlay.close());
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('passes over its entry once closed: Forward opens nothing and Back does not stay', async () => {
    const overlay = setUp();
    act(() => overlay.open());
    await act(() => traversed(() => window.history.back()));
    const here = window.history.state;
    // Forward to the closed overlay's entry, and back from it at once
    await act(() => traversed(() => window.history.forward()));
    await waitFor(() => expect(window.history.state).toEqual(here));
    expect(overlay.isOpen()).toBe(false);
  });

  it('keeps one entry when React runs its effect twice (strict mode)', async () => {
    window.history.replaceState({ page: 'strict' }, '');
    const overlay = setUp({ strict: true });
    const back = vi.spyOn(window.history, 'back');
    await act(async () => overlay.open());
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
    // one Back is the page's own entry again
    await act(() => traversed(() => window.history.back()));
    expect(overlay.isOpen()).toBe(false);
    expect(window.history.state).toEqual({ page: 'strict' });
  });
});
