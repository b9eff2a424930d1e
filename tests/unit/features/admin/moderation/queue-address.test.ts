import { describe, expect, it } from 'vitest';
import { addressQueueQuery, queueQuery } from '../../../../../src/features/admin/moderation/api/queries';
import { readQueueAddress, writeQueueAddress, type QueueAddress } from '../../../../../src/features/admin/moderation/queue-address';

const opening: QueueAddress = { status: 1, page: 1, view: { farBelowOnly: false, belowMedianFirst: false }, listing: null };

describe('the queue’s place in the address', () => {
  it('opens on the first page of the whole queue on moderation, at the bare address', () => {
    expect(readQueueAddress('')).toEqual(opening);
    expect(writeQueueAddress(opening)).toBe('');
  });

  it('names the status, page and view as the request does, and the listing selected', () => {
    const place: QueueAddress = { status: 3, page: 2, view: { farBelowOnly: true, belowMedianFirst: true }, listing: 131 };
    expect(writeQueueAddress(place)).toBe('?status=3&page=2&price_flag=far_below_median&sort=median_gap&listing=131');
    expect(readQueueAddress('?status=3&page=2&price_flag=far_below_median&sort=median_gap&listing=131')).toEqual(place);
    expect(writeQueueAddress({ ...opening, view: { farBelowOnly: false, belowMedianFirst: true } })).toBe('?sort=median_gap');
  });

  it('reads what is missing or malformed as the default, field by field', () => {
    expect(readQueueAddress('status=9&page=0&price_flag=cheap&sort=oldest&listing=abc')).toEqual(opening);
    expect(readQueueAddress('status=2&page=-1&listing=1.5')).toEqual({ ...opening, status: 2 });
    expect(readQueueAddress('page=4&status=&listing=0')).toEqual({ ...opening, page: 4 });
  });

  it('asks for the page an address shows, exactly as the screen asks for it', () => {
    expect(addressQueueQuery('').queryKey).toEqual(queueQuery(1, 1).queryKey);
    expect(addressQueueQuery('?status=2&page=3&price_flag=far_below_median&listing=136').queryKey).toEqual(
      queueQuery(2, 3, { farBelowOnly: true, belowMedianFirst: false }).queryKey,
    );
  });
});
