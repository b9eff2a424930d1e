import { describe, expect, it } from 'vitest';
import { readListingsAddress, writeListingsAddress } from '../../../../../src/features/profile/my-listings/listings-address';

describe('my listings in the address', () => {
  it('opens at every status’s first page at the bare address', () => {
    expect(readListingsAddress('')).toEqual({ status: null, page: 1, rest: '' });
    expect(writeListingsAddress({ status: null, page: 1, rest: '' })).toBe('');
  });

  it('reads and writes a status and a page', () => {
    expect(readListingsAddress('?status=3&page=2')).toEqual({ status: 3, page: 2, rest: '' });
    expect(writeListingsAddress({ status: 3, page: 2, rest: '' })).toBe('?status=3&page=2');
  });

  it('reads a malformed status or page as the default', () => {
    expect(readListingsAddress('?status=7&page=0')).toEqual({ status: null, page: 1, rest: '' });
    expect(readListingsAddress('?status=two&page=x')).toEqual({ status: null, page: 1, rest: '' });
  });

  it('keeps a payment’s return as it came, beside a new filter', () => {
    const at = readListingsAddress('?succes=false&listing=109&tariffs=%7B%7D');
    expect(at).toEqual({ status: null, page: 1, rest: 'succes=false&listing=109&tariffs=%7B%7D' });
    expect(writeListingsAddress({ ...at, status: 2 })).toBe('?succes=false&listing=109&tariffs=%7B%7D&status=2');
  });
});
