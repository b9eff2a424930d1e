import { describe, expect, it, vi } from 'vitest';
import { afterHydration, hydrated } from '../../../src/app/hydration';

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
