// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRecentlyViewed,
  restoreRecentlyViewed,
  parseViewed,
  recordView,
  RECENTLY_VIEWED_LIMIT,
  toViewed,
  useRecentlyViewed,
  type ViewedListing,
} from '../../../src/state/recently-viewed';

const KEY = 'recently-viewed-listings';

const listing = (id: number): ViewedListing => ({
  id,
  slug: `bina-${id}`,
  title: `ბინა ${id}`,
  status: 2,
  flat_cost: 100000 + id,
  flat_cost_m: 1000,
  address: 'ჭავჭავაძის გამზირი',
  address_house_number: '1',
  flat_count_bedrooms: 2,
  flat_square: 80,
  main_photo: { image: '/realt/demo/flat-1.svg', description: 1 },
  tariff: null,
  color: null,
  user_id: 23,
});

const ids = (list: readonly ViewedListing[]) => list.map((item) => item.id);

afterEach(() => localStorage.clear());

describe('recently viewed listings', () => {
  it('keeps the newest first, moves a reopened listing to the front and stops at the limit', () => {
    recordView(listing(1));
    recordView(listing(2));
    recordView(listing(1));
    expect(ids(parseViewed(localStorage.getItem(KEY)))).toEqual([1, 2]);
    for (let id = 3; id <= 25; id++) recordView(listing(id));
    const kept = parseViewed(localStorage.getItem(KEY));
    expect(kept).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids(kept).slice(0, 2)).toEqual([25, 24]);
    expect(ids(kept)).not.toContain(1);
  });

  it('keeps only what a card shows of the detail', () => {
    const detail = { ...listing(7), flat_description: 'ტექსტი', views: 3, flat_photos: [] };
    expect(toViewed(detail)).toEqual(listing(7));
  });

  it('keeps a listing’s deal when it has one, and reads an entry stored without it', () => {
    recordView({ ...listing(1), adType: 2 });
    expect(parseViewed(localStorage.getItem(KEY))).toEqual([{ ...listing(1), adType: 2 }]);
    localStorage.setItem(KEY, JSON.stringify([listing(3)]));
    expect(parseViewed(localStorage.getItem(KEY))).toEqual([listing(3)]);
  });

  it('keeps a listing’s price cut, and reads an entry stored without it', () => {
    recordView({ ...listing(1), previous_flat_cost: 120000 });
    recordView({ ...listing(2), previous_flat_cost: null });
    expect(parseViewed(localStorage.getItem(KEY))).toEqual([
      { ...listing(2), previous_flat_cost: null },
      { ...listing(1), previous_flat_cost: 120000 },
    ]);
    localStorage.setItem(KEY, JSON.stringify([listing(3)]));
    expect(parseViewed(localStorage.getItem(KEY))).toEqual([listing(3)]);
  });

  it('reads corrupt storage as empty and drops malformed or repeated entries', () => {
    expect(parseViewed('not json')).toEqual([]);
    expect(parseViewed('{"id":1}')).toEqual([]);
    expect(parseViewed(null)).toEqual([]);
    const stored = JSON.stringify([listing(1), { ...listing(2), flat_cost: '1' }, { ...listing(3), tariff: 'gold' }, null, listing(1), listing(4)]);
    expect(ids(parseViewed(stored))).toEqual([1, 4]);
    localStorage.setItem(KEY, '[{"id":');
    recordView(listing(5));
    expect(ids(parseViewed(localStorage.getItem(KEY)))).toEqual([5]);
  });

  it('re-renders readers on a view and on clearing', () => {
    const { result } = renderHook(() => useRecentlyViewed());
    expect(result.current).toEqual([]);
    act(() => recordView(listing(9)));
    expect(ids(result.current)).toEqual([9]);
    act(() => clearRecentlyViewed());
    expect(result.current).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('gives back what a clearing took, after what was viewed since, once each and at most 20', () => {
    for (const id of [1, 2, 3]) recordView(listing(id));
    const cleared = clearRecentlyViewed();
    expect(ids(cleared)).toEqual([3, 2, 1]);
    recordView(listing(2));
    restoreRecentlyViewed(cleared);
    expect(ids(parseViewed(localStorage.getItem(KEY)))).toEqual([2, 3, 1]);
    clearRecentlyViewed();
    for (let id = 100; id < 120; id += 1) recordView(listing(id));
    restoreRecentlyViewed(cleared);
    expect(parseViewed(localStorage.getItem(KEY))).toHaveLength(20);
  });

  it('renders nothing on the server, whatever the device keeps', () => {
    recordView(listing(1));
    function Count() {
      return createElement('span', null, useRecentlyViewed().length);
    }
    expect(renderToString(createElement(Count))).toBe('<span>0</span>');
  });
});
