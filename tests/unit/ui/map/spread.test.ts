import { describe, expect, it } from 'vitest';
import { spreadZoom } from '../../../../src/ui/map/spread';

describe('the zoom that spreads markers', () => {
  it('is the zoom at which the closest two stand `spacing` apart: each level doubles their distance', () => {
    // 3 px apart at zoom 0: 24 px at zoom 3
    expect(spreadZoom([{ x: 0, y: 0 }, { x: 3, y: 0 }, { x: 100, y: 100 }], 24)).toBe(3);
    // 5 px (a 3-4-5 diagonal): 20 px at zoom 2, 24 px a little above it
    expect(spreadZoom([{ x: 10, y: 10 }, { x: 13, y: 14 }], 24)).toBeCloseTo(Math.log2(24 / 5));
  });

  it('needs no zoom for a single marker, and every zoom for two on one spot', () => {
    expect(spreadZoom([{ x: 1, y: 1 }], 24)).toBe(-Infinity);
    expect(spreadZoom([], 24)).toBe(-Infinity);
    expect(spreadZoom([{ x: 1, y: 1 }, { x: 1, y: 1 }], 24)).toBe(Infinity);
  });
});
