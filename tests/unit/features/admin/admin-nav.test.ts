import { describe, expect, it } from 'vitest';
import { adminNav, isCurrent } from '../../../../src/features/admin/layout/admin-nav';

const labels = (role: 1 | 2 | 3) => adminNav(role).flatMap((group) => group.items.map((item) => item.href));

describe('the console menu', () => {
  it('offers the administrator everything, finance included', () => {
    expect(labels(1)).toEqual([
      '/admin/users',
      '/admin/advertisements',
      '/admin/settings',
      '/admin/banners',
      '/admin/finance/tariffs',
      '/admin/finance/debits-and-deposits',
      '/admin/finance/money-transfer',
    ]);
  });

  it('never shows finance or banners to a moderator (role 2)', () => {
    expect(labels(2)).toEqual(['/admin/users', '/admin/advertisements', '/admin/settings']);
  });

  it('marks settings current on the district forms too', () => {
    const settings = adminNav(1)[0]?.items.find((item) => item.href === '/admin/settings');
    if (!settings) throw new Error('no settings item');
    expect(isCurrent(settings, '/admin/settings')).toBe(true);
    expect(isCurrent(settings, '/admin/create-district')).toBe(true);
    expect(isCurrent(settings, '/admin/edit-district/13/x/y/z')).toBe(true);
    expect(isCurrent(settings, '/admin/users')).toBe(false);
    expect(isCurrent(settings, '/admin/settings-other')).toBe(false);
  });
});
