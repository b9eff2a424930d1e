import { describe, expect, it } from 'vitest';
import { adminNav, isCurrent } from '../../../../src/features/admin/layout/admin-nav';
import type { Lang } from '../../../../src/i18n/lang';
import { inLang } from './in-lang';

const nav = (role: 1 | 2 | 3, lang: Lang = 'ka') => {
  const { t, app } = inLang(lang);
  return adminNav(role, { screens: app.screens, nav: t.nav });
};
const hrefs = (role: 1 | 2 | 3) => nav(role).flatMap((group) => group.items.map((item) => item.href));

describe('the console menu', () => {
  it('offers the administrator everything, finance included', () => {
    expect(hrefs(1)).toEqual([
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
    expect(hrefs(2)).toEqual(['/admin/users', '/admin/advertisements', '/admin/settings']);
  });

  it('names the finance group in the page’s language', () => {
    expect(nav(1)[1]?.label).toBe('ფინანსები');
    expect(nav(1, 'en')[1]?.label).toBe('Finance');
    expect(nav(1, 'ru')[1]?.label).toBe('Финансы');
  });

  it('marks settings current on the district forms too', () => {
    const settings = nav(1)[0]?.items.find((item) => item.href === '/admin/settings');
    if (!settings) throw new Error('no settings item');
    expect(isCurrent(settings, '/admin/settings')).toBe(true);
    expect(isCurrent(settings, '/admin/create-district')).toBe(true);
    expect(isCurrent(settings, '/admin/edit-district/13/x/y/z')).toBe(true);
    expect(isCurrent(settings, '/admin/users')).toBe(false);
    expect(isCurrent(settings, '/admin/settings-other')).toBe(false);
  });
});
