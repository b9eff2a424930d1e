import { describe, expect, it } from 'vitest';
import { globToRegExp, preferFor } from '../../../src/server/prefer';

describe('globToRegExp', () => {
  it('reads Playwright globs: ** any text, * any text but a slash, the rest literally', () => {
    expect(globToRegExp('**/api/announcements/*').test('/api/announcements/flat-102')).toBe(true);
    expect(globToRegExp('**/api/announcements/*').test('/api/announcements/flat-102/photos')).toBe(false);
    expect(globToRegExp('**/admin-api/announcements?*').test('/admin-api/announcements?page=2')).toBe(true);
    expect(globToRegExp('**/api/users.json').test('/api/usersXjson')).toBe(false);
  });
});

describe('preferFor', () => {
  it('steers only the calls a scoped glob matches, the newest pair winning', () => {
    const prefer = preferFor(undefined, JSON.stringify([['**/api/announcements/*', 'code=404'], ['**/api/announcements/*', 'example=hostile']]));
    expect(prefer('/api/announcements/x-1')).toBe('example=hostile');
    expect(prefer('/api/banners')).toBeUndefined();
  });

  it('applies a plain Prefer to every call, and ignores a malformed scoped header', () => {
    expect(preferFor('code=500', 'not json')('/api/banners')).toBe('code=500');
  });
});
