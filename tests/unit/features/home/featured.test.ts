import { describe, expect, it } from 'vitest';
import { pickFeatured } from '../../../../src/features/home/featured';

const card = (id: number, tariff: 'vip' | 'super_vip' | null) => ({ id, tariff });

describe('pickFeatured', () => {
  it('puts the listings with a tariff first, otherwise keeps the order, and cuts the strip', () => {
    const cards = [card(1, null), card(2, 'vip'), card(3, null), card(4, 'super_vip'), card(5, null)];
    expect(pickFeatured(cards, 4).map((c) => c.id)).toEqual([2, 4, 1, 3]);
  });
});
