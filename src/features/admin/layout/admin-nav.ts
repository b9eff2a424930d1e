import type { components } from '../../../api/schema.gen';
import { paths } from '../../../config/paths';
import { canOpen } from '../../../domain/roles';
import { adminKa } from '../../../i18n/admin.ka';
import { ka } from '../../../i18n/ka';

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

/** The console's menu for a role: only what the role may open (its routes send it away anyway). */
export function adminNav(role: Role): NavGroup[] {
  const work: NavGroup = {
    items: [
      { href: paths.adminUsers.href(), label: ka.screens.AdminUsers },
      { href: paths.adminAdvertisements.href(), label: ka.screens.AdminAdvertisements },
      ...(canOpen(role, 'settings')
        ? [{ href: paths.adminSettings.href(), label: ka.screens.AdminSettings, also: [paths.adminCreateDistrict.href(), '/admin/edit-district/'] }]
        : []),
      ...(canOpen(role, 'banners') ? [{ href: paths.adminBanners.href(), label: ka.screens.AdminBanners }] : []),
    ],
  };
  if (!canOpen(role, 'finance')) return [work];
  const finance: NavGroup = {
    label: adminKa.nav.finance,
    items: [
      { href: paths.adminTariffs.href(), label: ka.screens.AdminTariffs },
      { href: paths.adminDebitsAndDeposits.href(), label: ka.screens.AdminDebitsAndDeposits },
      { href: paths.adminMoneyTransfer.href(), label: ka.screens.AdminMoneyTransfer },
    ],
  };
  return [work, finance];
}

/** Whether the current router location belongs to a menu item. */
export function isCurrent(item: NavItem, location: string): boolean {
  return [item.href, ...(item.also ?? [])].some((prefix) => location === prefix || location.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}
