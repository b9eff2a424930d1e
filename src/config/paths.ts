// Every route of §2 with its name and an href() builder; no screen builds a URL by hand.
export const BASE = '/realt';

const enc = encodeURIComponent;

export const paths = {
  mainPage: { name: 'MainPage', path: '/', href: () => '/' },
  catalogSell: { name: 'CatalogSell', path: '/catalog/sell', href: (query = '') => `/catalog/sell${query}` },
  catalogRent: { name: 'CatalogRent', path: '/catalog/rent', href: (query = '') => `/catalog/rent${query}` },
  announcement: { name: 'Announcement', path: '/announcement/:slug', href: (slug: string) => `/announcement/${enc(slug)}` },
  publicUser: { name: 'PublicUser', path: '/user/:id', href: (id: number) => `/user/${id}` },

  auth: { name: 'Auth', path: '/auth', href: () => '/auth' },
  login: { name: 'AppLogin', path: '/auth/login', href: () => '/auth/login' },
  resetPassword: {
    name: 'ResetPassword',
    path: '/auth/reset-password',
    // the admin login's "forgot password" resets through the /api/admin calls (§6)
    href: (scope: 'user' | 'admin' = 'user') => `/auth/reset-password${scope === 'admin' ? '?scope=admin' : ''}`,
  },
  register: { name: 'Register', path: '/auth/register', href: () => '/auth/register' },
  confirmationCode: {
    name: 'ConfirmationCode',
    path: '/auth/confirmation-code',
    href: (type: 'register' | 'resetPassword') => `/auth/confirmation-code?type=${type}`,
  },
  createPassword: {
    name: 'CreatePassword',
    path: '/auth/create-password',
    href: (type: 'register' | 'resetPassword') => `/auth/create-password?type=${type}`,
  },
  socialAuth: { name: 'SocialAuth', path: '/auth/social-auth', href: () => '/auth/social-auth' },
  // the separate admin login of §6 (the desktop console opens /realt/admin and lands here)
  adminLogin: { name: 'AdminLogin', path: '/auth/admin-login', href: () => '/auth/admin-login' },

  profile: { name: 'Profile', path: '/profile', href: () => '/profile' },
  apartments: { name: 'Apartments', path: '/profile/apartments', href: () => '/profile/apartments' },
  myApartments: {
    name: 'MyApartments',
    path: '/profile/apartments/my-apartments',
    href: (succes?: boolean) => `/profile/apartments/my-apartments${succes === undefined ? '' : `?succes=${succes}`}`,
  },
  savedApartments: { name: 'SavedApartments', path: '/profile/apartments/saved-apartments', href: () => '/profile/apartments/saved-apartments' },
  myMessages: { name: 'MyMessages', path: '/profile/my-messages', href: () => '/profile/my-messages' },
  myWallet: { name: 'MyWallet', path: '/profile/my-wallet', href: () => '/profile/my-wallet' },
  editProfile: { name: 'EditProfile', path: '/profile/edit-profile', href: () => '/profile/edit-profile' },
  advertisement: { name: 'Advertisement', path: '/profile/advertisement', href: () => '/profile/advertisement' },
  createAdvertisement: {
    name: 'CreateAdvertisement',
    path: '/profile/advertisement/create-advertisement',
    href: (succes?: boolean) =>
      `/profile/advertisement/create-advertisement${succes === undefined ? '' : `?succes=${succes}`}`,
  },
  editAdvertisement: {
    name: 'EditAdvertisement',
    path: '/profile/advertisement/edit-advertisement/:id',
    href: (id: number | string, succes?: boolean) =>
      `/profile/advertisement/edit-advertisement/${enc(String(id))}${succes === undefined ? '' : `?succes=${succes}`}`,
  },

  // payment return routes (§2): the card processor sends the browser back here
  paymentSuccess: { name: 'PaymentSuccess', path: '/payment-success', href: () => '/payment-success' },
  myApartmentsPaymentFail: { name: 'MyApartmentsPaymentFail', path: '/my-apartments-payment-fail', href: () => '/my-apartments-payment-fail' },
  paymentFail: { name: 'PaymentFail', path: '/payment-fail', href: () => '/payment-fail' },
  paymentFailEdit: { name: 'PaymentFailEdit', path: '/payment-fail-edit/:id', href: (id: number) => `/payment-fail-edit/${id}` },

  admin: { name: 'Admin', path: '/admin', href: () => '/admin' },
  adminUsers: { name: 'AdminUsers', path: '/admin/users', href: () => '/admin/users' },
  adminAdvertisements: { name: 'AdminAdvertisements', path: '/admin/advertisements', href: () => '/admin/advertisements' },
  adminSettings: { name: 'AdminSettings', path: '/admin/settings', href: () => '/admin/settings' },
  adminBanners: { name: 'AdminBanners', path: '/admin/banners', href: () => '/admin/banners' },
  adminFinance: { name: 'AdminFinance', path: '/admin/finance', href: () => '/admin/finance' },
  adminTariffs: { name: 'AdminTariffs', path: '/admin/finance/tariffs', href: () => '/admin/finance/tariffs' },
  adminDebitsAndDeposits: {
    name: 'AdminDebitsAndDeposits',
    path: '/admin/finance/debits-and-deposits',
    href: () => '/admin/finance/debits-and-deposits',
  },
  adminMoneyTransfer: { name: 'AdminMoneyTransfer', path: '/admin/finance/money-transfer', href: () => '/admin/finance/money-transfer' },
  adminCreateDistrict: { name: 'AdminCreateDistrict', path: '/admin/create-district', href: () => '/admin/create-district' },
  adminEditDistrict: {
    name: 'AdminEditDistrict',
    path: '/admin/edit-district/:id/:city/:district/:name_alternative',
    href: (d: { id: number; city: string; district: string; name_alternative: string }) =>
      `/admin/edit-district/${d.id}/${enc(d.city)}/${enc(d.district)}/${enc(d.name_alternative)}`,
  },
} as const;

/** A full URL path (with the /realt base) for full page loads and for links leaving the router. */
export function absolute(href: string): string {
  return BASE + (href === '/' ? '/' : href);
}

/** Whether a pathname (with or without the base) belongs to a login-required section (§2). */
export function requiresAuth(pathname: string): boolean {
  const local = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  return /^\/(profile|admin|payment-success|my-apartments-payment-fail|payment-fail|payment-fail-edit)(\/|$)/.test(local);
}
