import type { components } from '../../../api/schema.gen';
import { paths } from '../../../config/paths';
import { canOpen } from '../../../domain/roles';
import type { AdminTexts } from '../../../i18n/admin.ka';
import type { AppTexts } from '../../../i18n/app.ka';

type Role = components['schemas']['Role'];

export interface NavItem {
  href: string;
  label: string;
  /** other routes that belong to this item (the district forms belong to settings) */
  also?: readonly string[];
}

export interface NavGroup {
  /** a heading for the group; the first group has none */
  label?: string;
  items: NavItem[];
}

/** The menu's words: the screens' names and the heading of the finance group. */
export interface NavTexts {
  screens: AppTexts['screens'];
  nav: AdminTexts['nav'];
}

/** The console's menu for a role: only what the role may open (its routes send it away anyway). */
export function adminNav(role: Role, { screens, nav }: NavTexts): NavGroup[] {
  const work: NavGroup = {
    items: [
      { href: paths.adminUsers.href(), label: screens.AdminUsers },
      { href: paths.adminAdvertisements.href(), label: screens.AdminAdvertisements },
      ...(canOpen(role, 'settings')
        ? [{ href: paths.adminSettings.href(), label: screens.AdminSettings, also: [paths.adminCreateDistrict.href(), '/admin/edit-district/'] }]
        : []),
      ...(canOpen(role, 'banners') ? [{ href: paths.adminBanners.href(), label: screens.AdminBanners }] : []),
    ],
  };
  if (!canOpen(role, 'finance')) return [work];
  const finance: NavGroup = {
    label: nav.finance,
    items: [
      { href: paths.adminTariffs.href(), label: screens.AdminTariffs },
      { href: paths.adminDebitsAndDeposits.href(), label: screens.AdminDebitsAndDeposits },
      { href: paths.adminMoneyTransfer.href(), label: screens.AdminMoneyTransfer },
    ],
  };
  return [work, finance];
}

/** Whether the current router location belongs to a menu item. */
export function isCurrent(item: NavItem, location: string): boolean {
  return [item.href, ...(item.also ?? [])].some((prefix) => location === prefix || location.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}
