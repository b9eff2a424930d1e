import { describe, expect, it } from 'vitest';
import { formatRecentDate } from '../../../src/domain/recent-date';

// Intl writes some spaces as no-break ones
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('formatRecentDate', () => {
  it('writes a recent timestamp as a mail client does: the time on its own day, the day within its year', () => {
    // 1 December 2026, 10:00 in Tbilisi
    const now = Date.parse('2026-12-01T06:00:00Z');
    expect(formatRecentDate('2026-12-01T05:30:00Z', 'ka', now)).toBe('09:30');
    // 23:30 in Tbilisi, the day before, though the same UTC day
    expect(formatRecentDate('2026-11-30T19:30:00Z', 'en', now)).toBe('30 Nov');
    expect(formatRecentDate('2026-11-22T10:00:00Z', 'ka', now)).toBe('22.11');
    expect(spaced(formatRecentDate('2026-11-22T10:00:00Z', 'ru', now))).toBe('22 нояб.');
    expect(formatRecentDate('2025-12-31T10:00:00Z', 'en', now)).toBe('31 December 2025');
    // a day with no time is never 00:00
    expect(formatRecentDate('2026-12-01', 'ka', now)).toBe('01.12');
    expect(formatRecentDate('soon', 'en', now)).toBe('soon');
  });

});
