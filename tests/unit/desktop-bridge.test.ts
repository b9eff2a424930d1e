// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inDesktopConsole, reportLanguage, reportModerationCount } from '../../src/desktop-bridge';

afterEach(() => {
  delete window.realtDesktop;
});

const fakeBridge = () => ({ isDesktop: true as const, setModerationCount: vi.fn(), notify: vi.fn(), setLanguage: vi.fn() });

describe('desktop bridge', () => {
  it('does nothing in a browser', () => {
    expect(() => reportModerationCount(3)).not.toThrow();
    expect(() => reportLanguage('en')).not.toThrow();
    expect(inDesktopConsole()).toBe(false);
  });

  it('tells the desktop console by its bridge', () => {
    window.realtDesktop = fakeBridge();
    expect(inDesktopConsole()).toBe(true);
  });

  it('passes the moderation count to the desktop console', () => {
    const bridge = fakeBridge();
    window.realtDesktop = bridge;
    reportModerationCount(5);
    expect(bridge.setModerationCount).toHaveBeenCalledWith(5);
  });

  it("passes the page's language to the desktop console", () => {
    const bridge = fakeBridge();
    window.realtDesktop = bridge;
    reportLanguage('ru');
    expect(bridge.setLanguage).toHaveBeenCalledExactlyOnceWith('ru');
    expect(bridge.setModerationCount).not.toHaveBeenCalled();
  });
});
