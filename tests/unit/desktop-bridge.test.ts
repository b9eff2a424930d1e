import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportModerationCount } from '../../src/desktop-bridge';

afterEach(() => {
  delete window.realtDesktop;
});

describe('desktop bridge', () => {
  it('does nothing in a browser', () => {
    expect(() => reportModerationCount(3)).not.toThrow();
  });

  it('passes the moderation count to the desktop console', () => {
    const bridge = { isDesktop: true as const, setModerationCount: vi.fn(), notify: vi.fn() };
    window.realtDesktop = bridge;
    reportModerationCount(5);
    expect(bridge.setModerationCount).toHaveBeenCalledWith(5);
  });
});
