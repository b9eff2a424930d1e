import { describe, expect, it } from 'vitest';
import { clock } from '../../../../src/ui/countdown/use-countdown';

describe('a countdown shown as a clock', () => {
  it('reads as minutes and seconds', () => {
    expect(clock(60)).toBe('1:00');
    expect(clock(9)).toBe('0:09');
  });
});
