import { describe, expect, it } from 'vitest';
import { runningServices } from '../../../src/domain/promotion';

describe('running services', () => {
  const none = { tariff: null, tariff_end_date: null, raise: 0, raise_end_date: null, color: null, color_end_date: null } as const;

  it('lists the tariff, raising and colouring with their end dates', () => {
    expect(
      runningServices({ tariff: 'vip', tariff_end_date: '2026-12-15', raise: 1, raise_end_date: '2026-11-29', color: '#F5B700', color_end_date: '2026-12-01' }),
    ).toEqual([
      { name: 'vip', until: '2026-12-15' },
      { name: 'raising', until: '2026-11-29' },
      { name: 'coloring', until: '2026-12-01' },
    ]);
  });

  it('is empty for a listing without paid services', () => {
    expect(runningServices(none)).toEqual([]);
  });
});
