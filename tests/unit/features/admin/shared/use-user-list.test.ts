import { describe, expect, it } from 'vitest';
import { readUserListAddress, writeUserListAddress } from '../../../../../src/features/admin/shared/use-user-list';

describe('the user list’s search and page in the address', () => {
  it('is the bare address for the whole list’s first page', () => {
    expect(readUserListAddress('')).toEqual({ search: '', page: 1 });
    expect(writeUserListAddress({ search: '', page: 1 })).toBe('');
  });

  it('names the search and the page as the request does', () => {
    expect(writeUserListAddress({ search: 'Levan Gelashvili', page: 3 })).toBe('?search=Levan+Gelashvili&page=3');
    expect(readUserListAddress(writeUserListAddress({ search: 'ლევან გელაშვილი', page: 3 }))).toEqual({ search: 'ლევან გელაშვილი', page: 3 });
  });

  it('trims the search, and reads a page that is no whole number from 1 as the first', () => {
    expect(readUserListAddress('?search=%20Levan%20&page=-2')).toEqual({ search: 'Levan', page: 1 });
    expect(readUserListAddress('?search=&page=two')).toEqual({ search: '', page: 1 });
  });
});
