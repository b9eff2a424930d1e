// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEVICE_SEARCHES_MAX,
  addDeviceSearch,
  declineUpload,
  deviceSearches,
  markDeviceSearchOpened,
  removeDeviceSearch,
  renameDeviceSearch,
  uploadDeclined,
} from '../../../src/state/saved-searches';

const SALE = '/catalog/sell?adType=1&bedrooms=2';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the device-saved searches', () => {
  it('keeps a new search first, opened when it was saved', () => {
    addDeviceSearch('პირველი', '/catalog/rent?adType=2', new Date('2026-11-01T10:00:00Z'));
    const entry = addDeviceSearch('ვაკე', SALE, new Date('2026-11-02T10:00:00Z'));
    expect(entry).toMatchObject({ name: 'ვაკე', query: SALE, created_at: '2026-11-02T10:00:00.000Z', last_opened_at: '2026-11-02T10:00:00.000Z' });
    expect(deviceSearches().map((search) => search.name)).toEqual(['ვაკე', 'პირველი']);
    expect(JSON.parse(localStorage.getItem('saved-searches') ?? '[]')).toHaveLength(2);
  });

  it('gives the same list until it changes (a stable snapshot)', () => {
    addDeviceSearch('ვაკე', SALE);
    expect(deviceSearches()).toBe(deviceSearches());
  });

  it('renames, marks opened and removes one search', () => {
    const first = addDeviceSearch('ერთი', SALE)!;
    const second = addDeviceSearch('ორი', SALE)!;
    renameDeviceSearch(first.id, 'ახალი სახელი');
    markDeviceSearchOpened(first.id, new Date('2026-12-01T00:00:00Z'));
    expect(deviceSearches().find((search) => search.id === first.id)).toMatchObject({ name: 'ახალი სახელი', last_opened_at: '2026-12-01T00:00:00.000Z' });
    removeDeviceSearch(second.id);
    expect(deviceSearches().map((search) => search.id)).toEqual([first.id]);
    removeDeviceSearch(first.id);
    expect(localStorage.getItem('saved-searches')).toBeNull();
  });

  it(`refuses a search beyond ${DEVICE_SEARCHES_MAX}`, () => {
    for (let n = 0; n < DEVICE_SEARCHES_MAX; n += 1) expect(addDeviceSearch(`ძიება ${n}`, SALE)).not.toBeNull();
    expect(addDeviceSearch('ზედმეტი', SALE)).toBeNull();
    expect(deviceSearches()).toHaveLength(DEVICE_SEARCHES_MAX);
  });

  it('drops stored entries that are not saved searches', () => {
    localStorage.setItem(
      'saved-searches',
      JSON.stringify([
        { id: 'a', name: 'კარგი', query: SALE, created_at: 'x', last_opened_at: 'x' },
        { id: 'b', name: 'გარე მისამართი', query: 'https://evil.example/', created_at: 'x', last_opened_at: 'x' },
        { id: 'c', name: '', query: SALE, created_at: 'x', last_opened_at: 'x' },
        { id: 'd', name: 'x'.repeat(81), query: SALE, created_at: 'x', last_opened_at: 'x' },
        'junk',
      ]),
    );
    expect(deviceSearches().map((search) => search.id)).toEqual(['a']);
    localStorage.setItem('saved-searches', '{not json');
    expect(deviceSearches()).toEqual([]);
  });

  it('remembers "not now" for the tab', () => {
    expect(uploadDeclined()).toBe(false);
    declineUpload();
    expect(uploadDeclined()).toBe(true);
  });
});
