import { describe, expect, it } from 'vitest';
import { arrange, selectAfter, stepFrom } from '../../../../src/features/admin/moderation/queue';

const list = (...ids: number[]) => ids.map((id) => ({ id }));

describe('moving through the queue (J/K)', () => {
  it('steps to the next and previous listing, stopping at the ends', () => {
    const queue = list(130, 131, 132);
    expect(stepFrom(queue, 130, 1)).toBe(131);
    expect(stepFrom(queue, 131, -1)).toBe(130);
    expect(stepFrom(queue, 132, 1)).toBe(132);
    expect(stepFrom(queue, 130, -1)).toBe(130);
  });

  it('starts at the first listing when nothing is selected, and knows no listing in an empty queue', () => {
    expect(stepFrom(list(130, 131), null, 1)).toBe(130);
    expect(stepFrom(list(130, 131), 999, -1)).toBe(130);
    expect(stepFrom([], null, 1)).toBeNull();
  });
});

describe('the selection after an action re-fetched the queue', () => {
  it('lands on the listing that followed the approved one, now that it left the queue', () => {
    expect(selectAfter(list(130, 131, 132), 130, list(131, 132))).toBe(131);
  });

  it('skips followers that left meanwhile (another moderator took them)', () => {
    expect(selectAfter(list(130, 131, 132, 133), 130, list(133, 140))).toBe(133);
  });

  it('takes the listing now at its place when none of the followers is left', () => {
    expect(selectAfter(list(130, 131, 132), 132, list(130, 131))).toBe(131);
    expect(selectAfter(list(130, 131, 132), 131, list(150, 151, 152))).toBe(151);
  });

  it('still moves on when the server keeps the listing (a mock, or a page that refills)', () => {
    expect(selectAfter(list(130, 131), 130, list(130, 131))).toBe(131);
  });

  it('selects nothing when the queue is empty', () => {
    expect(selectAfter(list(130), 130, [])).toBeNull();
  });
});

describe('arrange', () => {
  // 133 is 60 % below Mtatsminda's median, 130 6 % above Saburtalo's, 131 has no median
  const page = [
    { id: 130, flat_cost_m: 1639, district_median_price_m2: 1547 },
    { id: 131, flat_cost_m: 13, district_median_price_m2: null },
    { id: 133, flat_cost_m: 978, district_median_price_m2: 2437 },
    { id: 134, flat_cost_m: 7, district_median_price_m2: 7.6 },
  ];
  const ids = (items: ReadonlyArray<{ id: number }>) => items.map((item) => item.id);

  it('keeps the API’s order (oldest first) and every listing by default', () => {
    expect(ids(arrange(page, { farBelowOnly: false, belowMedianFirst: false }))).toEqual([130, 131, 133, 134]);
  });

  it('narrows the page to the listings far below their district’s median', () => {
    expect(ids(arrange(page, { farBelowOnly: true, belowMedianFirst: false }))).toEqual([133]);
  });

  it('orders the furthest below the median first, those without a median last', () => {
    expect(ids(arrange(page, { farBelowOnly: false, belowMedianFirst: true }))).toEqual([133, 134, 130, 131]);
  });
});
