import { describe, expect, it } from 'vitest';
import { decimalsOf, scaleOf, stepClass, stepFloors, stepMark, stepOf, STEPS } from '../../../../src/features/market/colour-scale';

describe('the colour scale of the medians', () => {
  const scale = scaleOf([1270, null, 2437, 1547]);

  it('spans the medians there are', () => {
    expect(scale).toEqual({ min: 1270, max: 2437 });
    expect(scaleOf([null, null])).toBeNull();
  });

  it('gives the cheapest district the first step and the dearest the last', () => {
    expect(stepOf(1270, scale)).toBe(0);
    expect(stepOf(2437, scale)).toBe(STEPS - 1);
    // Saburtalo: 24 % of the way up
    expect(stepOf(1547, scale)).toBe(1);
    expect(stepOf(2117, scale)).toBe(3);
  });

  it('leaves a district without a median off the scale', () => {
    expect(stepOf(null, scale)).toBeNull();
    expect(stepOf(1500, null)).toBeNull();
  });

  it('puts every district in the middle when they all cost the same', () => {
    expect(stepOf(10, { min: 10, max: 10 })).toBe(2);
  });

  it('names the lowest median of each step for the legend', () => {
    expect(stepFloors({ min: 1000, max: 2000 }).map(({ floor }) => floor)).toEqual([1000, 1200, 1400, 1600, 1800]);
  });

  it('never names a floor above a median of its step, at the figures’ precision', () => {
    const sale = [2117, 1547, 2437, 1449, 1375, 1315, 1392, 1604, 1432, 1270, 1738];
    const saleScale = scaleOf(sale);
    if (!saleScale) throw new Error('no scale');
    const floors = stepFloors(saleScale, decimalsOf(sale));
    for (const median of sale) {
      const floor = floors.find(({ step }) => step === stepOf(median, saleScale))?.floor;
      expect(floor, `the floor of ${median}`).toBeLessThanOrEqual(median);
    }
    expect(floors.map(({ floor }) => floor)).toEqual([1270, 1504, 1737, 1971, 2204]);
    // a rent's floors keep its one decimal, rounded up
    expect(stepFloors({ min: 7.6, max: 16.9 }, decimalsOf([7.6, 12, 16.9])).map(({ floor }) => floor)).toEqual([7.6, 9.5, 11.4, 13.2, 15.1]);
  });

  it('shows one step when every district costs the same, and leaves out a step no median can be in', () => {
    expect(stepFloors({ min: 2117, max: 2117 })).toEqual([{ step: 2, floor: 2117 }]);
    // steps 0.4 wide in whole dollars: 10, 10.4 -> 11, 10.8 -> 11, 11.2 -> 12, 11.6 -> 12
    expect(stepFloors({ min: 10, max: 12 })).toEqual([
      { step: 0, floor: 10 },
      { step: 2, floor: 11 },
      { step: 4, floor: 12 },
    ]);
  });

  it('numbers the steps from 1 for their markers and swatches, and marks a district without a median with a dash', () => {
    expect([0, 1, 2, 3, 4].map(stepMark)).toEqual(['1', '2', '3', '4', '5']);
    expect(stepMark(null)).toBe('–');
    expect(stepClass(4)).toBe('market-step--4');
    expect(stepClass(null)).toBe('market-step--none');
  });

  it('reads the figures’ precision', () => {
    expect(decimalsOf([2117, 1547])).toBe(0);
    expect(decimalsOf([12, 11.8])).toBe(1);
    expect(decimalsOf([])).toBe(0);
  });
});
