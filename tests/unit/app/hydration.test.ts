// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { afterHydration, holdSessionKnown, hydrated, useSessionKnown } from '../../../src/app/hydration';

describe('afterHydration', () => {
  it('waits for the outer tree and the screen, in either order, and runs once', () => {
    const run = vi.fn();
    const outer = afterHydration(true, run);
    hydrated();
    expect(run).not.toHaveBeenCalled();
    outer();
    expect(run).toHaveBeenCalledTimes(1);
    // later screens mount and tell again: nothing more runs
    hydrated();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('needs only the outer tree on a page without a screen', () => {
    const run = vi.fn();
    afterHydration(false, run)();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('useSessionKnown', () => {
  it('is true in a browser that renders from scratch, false from a hold until it is released', () => {
    const { result } = renderHook(() => useSessionKnown());
    expect(result.current).toBe(true);
    let know: () => void = () => undefined;
    act(() => {
      know = holdSessionKnown();
    });
    const held = renderHook(() => useSessionKnown());
    expect(held.result.current).toBe(false);
    act(know);
    expect(held.result.current).toBe(true);
    expect(result.current).toBe(true);
  });
});
