import { describe, expect, it } from 'vitest';
import { queueQuery } from '../../../../src/features/admin/moderation/api/queries';
import { selectAfter, stepFrom, viewParams } from '../../../../src/features/admin/moderation/queue';

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

describe('the view’s switches as the queue’s parameters', () => {
  it('asks for every listing, oldest first, with both switches off (the defaults left out)', () => {
    expect(viewParams({ farBelowOnly: false, belowMedianFirst: false })).toEqual({});
  });

  it('asks the server for the listings far below their district’s median, on all pages', () => {
    expect(viewParams({ farBelowOnly: true, belowMedianFirst: false })).toEqual({ price_flag: 'far_below_median' });
  });

  it('asks the server to order every page by the gap to the median', () => {
    expect(viewParams({ farBelowOnly: false, belowMedianFirst: true })).toEqual({ sort: 'median_gap' });
    expect(viewParams({ farBelowOnly: true, belowMedianFirst: true })).toEqual({ price_flag: 'far_below_median', sort: 'median_gap' });
  });

  it('keys the cache by the view: each view of a page is a request of its own', () => {
    const plain = queueQuery(1, 2).queryKey;
    const narrowed = queueQuery(1, 2, { farBelowOnly: true, belowMedianFirst: true }).queryKey;
    expect(narrowed).not.toEqual(plain);
    expect(narrowed).toEqual(['get', '/admin-api/announcements', { params: { query: { status: 1, page: 2, price_flag: 'far_below_median', sort: 'median_gap' } } }]);
    expect(queueQuery(1, 2, { farBelowOnly: false, belowMedianFirst: false }).queryKey).toEqual(plain);
  });
});
