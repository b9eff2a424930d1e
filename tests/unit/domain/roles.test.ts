import { describe, expect, it } from 'vitest';
import { canOpen } from '../../../src/domain/roles';

describe('canOpen', () => {
  it('lets administrators and moderators into the console, nobody else', () => {
    expect(canOpen(1, 'admin')).toBe(true);
    expect(canOpen(2, 'admin')).toBe(true);
    expect(canOpen(3, 'admin')).toBe(false);
    expect(canOpen(4, 'admin')).toBe(false);
    expect(canOpen(0, 'admin')).toBe(false);
  });

  it('keeps finance and banners for administrators', () => {
    for (const section of ['finance', 'banners'] as const) {
      expect(canOpen(1, section)).toBe(true);
      expect(canOpen(2, section)).toBe(false);
      expect(canOpen(3, section)).toBe(false);
    }
  });

  it('opens the settings and districts to administrators and moderators', () => {
    expect(canOpen(1, 'settings')).toBe(true);
    expect(canOpen(2, 'settings')).toBe(true);
    expect(canOpen(3, 'settings')).toBe(false);
  });
});
