import { describe, expect, it } from 'vitest';
import { chartGeometry, niceStep, quarterIndex, sharedDomain } from '../../../../src/features/market/chart';

const box = { width: 320, height: 140, left: 48, right: 16, top: 16, bottom: 24 };

describe('a district’s price chart', () => {
  it('counts quarters, so that a year is four steps', () => {
    expect(quarterIndex('2025-Q1') - quarterIndex('2024-Q1')).toBe(4);
    expect(quarterIndex('2023-Q2') - quarterIndex('2022-Q2')).toBe(4);
  });

  it('takes round steps for the price axis', () => {
    expect(niceStep(1555, 4)).toBe(500);
    expect(niceStep(9, 4)).toBe(5);
    expect(niceStep(0, 4)).toBe(1);
  });

  it('shares one domain between every district, widened to whole steps', () => {
    const domain = sharedDomain([
      [
        { period: '2022-Q2', median_price_m2: 882 },
        { period: '2025-Q1', median_price_m2: 1270 },
      ],
      [
        { period: '2023-Q2', median_price_m2: 1860 },
        { period: '2025-Q1', median_price_m2: 2437 },
      ],
    ]);
    expect(domain).toEqual({ first: quarterIndex('2022-Q2'), last: quarterIndex('2025-Q1'), low: 500, high: 2500, step: 500 });
    expect(sharedDomain([[], []])).toBeNull();
  });

  it('places quarters by time and prices by value, oldest first', () => {
    const domain = { first: quarterIndex('2022-Q2'), last: quarterIndex('2025-Q1'), low: 0, high: 3000, step: 1000 };
    const chart = chartGeometry(
      [
        { period: '2025-Q1', median_price_m2: 3000 },
        { period: '2022-Q2', median_price_m2: 0 },
        { period: '2023-Q2', median_price_m2: 1500 },
      ],
      domain,
      box,
    );
    // 2022 Q2 at the left edge and the axis, 2025 Q1 at the right edge and the top; 2023 Q2 four of eleven quarters in
    expect(chart.dots.map((dot) => [dot.point.period, dot.x, dot.y])).toEqual([
      ['2022-Q2', 48, 116],
      ['2023-Q2', 141.1, 66],
      ['2025-Q1', 304, 16],
    ]);
    expect(chart.line).toBe('48,116 141.1,66 304,16');
    expect(chart.ticks).toEqual([
      { y: 116, value: 0 },
      { y: 82.7, value: 1000 },
      { y: 49.3, value: 2000 },
      { y: 16, value: 3000 },
    ]);
    expect(chart.periods).toEqual([
      { x: 48, period: '2022-Q2' },
      { x: 304, period: '2025-Q1' },
    ]);
  });

  it('puts a single quarter in the middle, under one label', () => {
    const domain = { first: quarterIndex('2025-Q1'), last: quarterIndex('2025-Q1'), low: 0, high: 20, step: 5 };
    const chart = chartGeometry([{ period: '2025-Q1', median_price_m2: 10 }], domain, box);
    expect(chart.dots[0]).toMatchObject({ x: 176, y: 66 });
    expect(chart.periods).toEqual([{ x: 176, period: '2025-Q1' }]);
  });
});
