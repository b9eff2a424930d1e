// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeaving } from '../../../../src/ui/leave/use-leaving';

afterEach(() => vi.unstubAllGlobals());

const shown = (persisted: boolean) => act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted })));

describe('leaving the site', () => {
  it('is busy while the browser goes, and ready again once the page is shown from the back-forward cache', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { result } = renderHook(() => useLeaving());
    act(() => result.current.leave('https://ecommerce.ufc.ge/pay'));
    expect(assign).toHaveBeenCalledWith('https://ecommerce.ufc.ge/pay');
    expect(result.current.leaving).toBe(true);
    // a page loaded anew is no return
    shown(false);
    expect(result.current.leaving).toBe(true);
    shown(true);
    expect(result.current.leaving).toBe(false);
  });

  it('resets the caller’s own busy state too, once shown from the back-forward cache', () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const onShownAgain = vi.fn();
    renderHook(() => useLeaving(onShownAgain));
    shown(false);
    expect(onShownAgain).not.toHaveBeenCalled();
    shown(true);
    expect(onShownAgain).toHaveBeenCalledOnce();
  });
});
