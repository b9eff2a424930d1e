import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDesktop, notifyDesktop, reportModerationCount } from '../../src/desktop-bridge';

afterEach(() => {
  delete window.realtDesktop;
});

describe('desktop bridge', () => {
  it('does nothing in a browser', () => {
    expect(isDesktop()).toBe(false);
    expect(() => reportModerationCount(3)).not.toThrow();
    expect(() => notifyDesktop('a', 'b')).not.toThrow();
  });

  it('passes the moderation count and notifications to the desktop console', () => {
    const bridge = { isDesktop: true as const, setModerationCount: vi.fn(), notify: vi.fn() };
    window.realtDesktop = bridge;
    expect(isDesktop()).toBe(true);
    reportModerationCount(5);
    notifyDesktop('სათაური', 'ტექსტი');
    expect(bridge.setModerationCount).toHaveBeenCalledWith(5);
    expect(bridge.notify).toHaveBeenCalledWith('სათაური', 'ტექსტი');
  });
});
