import { describe, expect, it } from 'vitest';
import { toGel, toUsd } from '../../../src/domain/currency';

describe('toGel and toUsd', () => {
  it('convert at the rate to whole units', () => {
    expect(toGel(285000, 2.71)).toBe(772350);
    expect(toGel(1, 2.71)).toBe(3);
    expect(toGel(0, 2.71)).toBe(0);
    expect(toUsd(772350, 2.71)).toBe(285000);
    expect(toUsd(1000000, 2.71)).toBe(369004);
  });

  it('give back the same dollars after a round trip through lari', () => {
    for (const usd of [0, 1, 7, 999, 1234, 80000, 123457, 500000]) {
      for (const rate of [1.01, 2.6543, 2.71, 3.3]) expect(toUsd(toGel(usd, rate), rate)).toBe(usd);
    }
  });
});
