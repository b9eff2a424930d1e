import { describe, expect, it } from 'vitest';
import { scaleOf, stepFloors, stepOf, STEPS } from '../../../../src/features/market/colour-scale';

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
    expect(stepFloors({ min: 1000, max: 2000 })).toEqual([1000, 1200, 1400, 1600, 1800]);
  });
});
