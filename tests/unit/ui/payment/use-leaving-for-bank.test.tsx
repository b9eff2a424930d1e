// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeavingForBank } from '../../../../src/ui/payment/use-leaving-for-bank';

afterEach(() => vi.unstubAllGlobals());

const shown = (persisted: boolean) => act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted })));

describe('leaving for the bank', () => {
  it('is busy while the browser goes, and ready again once the page is shown from the back-forward cache', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { result } = renderHook(() => useLeavingForBank());
    act(() => result.current.leave('https://ecommerce.ufc.ge/pay'));
    expect(assign).toHaveBeenCalledWith('https://ecommerce.ufc.ge/pay');
    expect(result.current.leaving).toBe(true);
    // a page loaded anew is no return
    shown(false);
    expect(result.current.leaving).toBe(true);
    shown(true);
    expect(result.current.leaving).toBe(false);
  });
});
