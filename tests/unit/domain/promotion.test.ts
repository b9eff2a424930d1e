import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasEnded, runningServices, withoutEnded } from '../../../src/domain/promotion';

// 29.11 23:59 and 30.11 00:00 in Tbilisi (UTC+4)
const lastMinute = Date.parse('2026-11-29T19:59:00Z');
const dayAfter = Date.parse('2026-11-29T20:00:00Z');

describe('running services', () => {
  const none = { tariff: null, tariff_end_date: null, raise: 0, raise_end_date: null, color: null, color_end_date: null } as const;
  const promoted = { tariff: 'vip', tariff_end_date: '2026-12-15', raise: 1, raise_end_date: '2026-11-29', color: '#F5B700', color_end_date: '2026-12-01' } as const;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(lastMinute);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the tariff, raising and colouring with their end dates', () => {
    expect(runningServices(promoted)).toEqual([
      { name: 'vip', until: '2026-12-15' },
      { name: 'raising', until: '2026-11-29' },
      { name: 'coloring', until: '2026-12-01' },
    ]);
  });

  it('leaves out a service past its last day, though its flag is still on', () => {
    expect(runningServices(promoted, dayAfter)).toEqual([
      { name: 'vip', until: '2026-12-15' },
      { name: 'coloring', until: '2026-12-01' },
    ]);
    vi.setSystemTime(dayAfter);
    expect(runningServices(promoted).map((service) => service.name)).toEqual(['vip', 'coloring']);
  });

  it('is empty for a listing without paid services', () => {
    expect(runningServices(none)).toEqual([]);
  });

  it('switches an ended service off the listing, as the server’s expiry run will', () => {
    expect(withoutEnded(promoted, dayAfter)).toEqual({ ...promoted, raise: 0 });
    expect(withoutEnded(promoted, Date.parse('2026-12-15T20:00:00Z'))).toEqual({ ...promoted, tariff: null, raise: 0, color: null });
    expect(withoutEnded(promoted)).toEqual(promoted);
  });
});

describe('a service’s end (Tbilisi’s calendar, wherever the owner is)', () => {
  it('runs through its last day and has ended the day after', () => {
    expect(hasEnded('2026-11-29', lastMinute)).toBe(false);
    expect(hasEnded('2026-11-29', dayAfter)).toBe(true);
  });

  it('never comes for a service without a date', () => {
    expect(hasEnded(null, dayAfter)).toBe(false);
    expect(hasEnded('', dayAfter)).toBe(false);
  });
});
