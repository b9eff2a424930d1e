import { describe, expect, it } from 'vitest';
import { FAR_BELOW_MEDIAN, farBelowMedian, medianGap } from '../../../src/domain/median';

describe('a price of 1 m² against its district’s median', () => {
  it('is a share in per cent, negative below the median; none without a median', () => {
    expect(medianGap(1452, 1650)).toBeCloseTo(-12);
    expect(medianGap(2375, 2117)).toBeCloseTo(12.19, 2);
    expect(medianGap(1000, null)).toBeNull();
    expect(medianGap(1000, undefined)).toBeNull();
    expect(medianGap(1000, 0)).toBeNull();
  });

  it('is far below the median beyond 40 % under it', () => {
    expect(FAR_BELOW_MEDIAN).toBe(-40);
    const newFlat = { district_median_scope: 'new_flats', object_state: 1 } as const;
    // listing 133 of the moderation queue: 978 $/m² in Mtatsminda, whose median is 2,437
    expect(farBelowMedian({ ...newFlat, flat_cost_m: 978, district_median_price_m2: 2437 })).toBeCloseTo(59.87, 2);
    expect(farBelowMedian({ ...newFlat, flat_cost_m: 1500, district_median_price_m2: 2500 })).toBeNull();
    expect(farBelowMedian({ ...newFlat, flat_cost_m: 1400, district_median_price_m2: 2500 })).toBeCloseTo(44, 5);
    expect(farBelowMedian({ ...newFlat, flat_cost_m: 100, district_median_price_m2: null })).toBeNull();
    expect(farBelowMedian({ ...newFlat, flat_cost_m: 100 })).toBeNull();
  });

  it('compares only a listing within the median’s scope: Geostat’s medians are of new dwellings', () => {
    const far = { flat_cost_m: 978, district_median_price_m2: 2437 };
    // a new build or one under construction against Geostat's new flats or new houses
    expect(farBelowMedian({ ...far, district_median_scope: 'new_flats', object_state: 2 })).toBeCloseTo(59.87, 2);
    expect(farBelowMedian({ ...far, district_median_scope: 'new_houses', object_state: 1 })).toBeCloseTo(59.87, 2);
    // an old build, or a listing without a building status, is not compared with them
    expect(farBelowMedian({ ...far, district_median_scope: 'new_flats', object_state: 3 })).toBeNull();
    expect(farBelowMedian({ ...far, district_median_scope: 'new_houses', object_state: null })).toBeNull();
    // the site's own median is of every building status
    expect(farBelowMedian({ ...far, district_median_scope: 'listings', object_state: 3 })).toBeCloseTo(59.87, 2);
    expect(farBelowMedian({ ...far, district_median_scope: 'listings', object_state: null })).toBeCloseTo(59.87, 2);
    // a median whose scope is unknown compares with nothing
    expect(farBelowMedian({ ...far, object_state: 1 })).toBeNull();
  });
});
