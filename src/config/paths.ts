// Every route of the app: its pattern, who may enter it, an href() builder (so no screen builds a
// URL by hand) and, for a route with a screen, its name (the key of the screen's title). The route
// table (app/routes.tsx) guards each route by its `access`; requiresAuth() below, which the errors
// middleware asks, and the server's robots.txt read the same column: neither can import the table.
import { parse } from 'regexparam';
import type { Section } from '../domain/roles';
import { langPrefix, splitLang, type Lang } from '../i18n/lang';

export const BASE = '/realt';

/** Anyone; signed-out visitors only (login, register); a signed-in user; a part of the console. */
export type Access = 'public' | 'guest' | 'auth' | Section;

const enc = encodeURIComponent;

/** `?key=value&…` of the entries that have a value, or ''. */
export function queryString(entries: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value !== undefined) search.set(key, String(value));
  return search.size > 0 ? `?${search}` : '';
}

/**
 * A purchase of tariffs for a saved listing, to take up again: the listing and the tariffs chosen
 * (the selection as JSON). It rides on a card payment's return into my apartments, which offers
 * it again after a failure and checks the listing for it after a success, and through a wallet
 * top-up the purchase was short of, back to it.
 */
export interface PaymentRetry {
  listing: number;
  tariffs: string;
}

/** The retry an address's query carries, if it names a listing and tariffs. */
export function paymentRetryOf(search: string): PaymentRetry | undefined {
  const params = new URLSearchParams(search);
  const listing = Number(params.get('listing'));
  const tariffs = params.get('tariffs');
  return Number.isSafeInteger(listing) && listing >= 1 && tariffs ? { listing, tariffs } : undefined;
}

/** An address's query without a payment's return (its flag and the purchase it names), as `a=1&b=2`. */
export function withoutPayment(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ['succes', 'listing', 'tariffs']) params.delete(key);
  return params.toString();
}

export const paths = {
  mainPage: { name: 'MainPage', access: 'public', path: '/', href: () => '/' },
  catalogSell: { name: 'CatalogSell', access: 'public', path: '/catalog/sell', href: (query = '') => `/catalog/sell${query}` },
  catalogRent: { name: 'CatalogRent', access: 'public', path: '/catalog/rent', href: (query = '') => `/catalog/rent${query}` },
  // prices by district, of a deal; the query names a property kind (`?flatObjects=2`)
  marketSell: { name: 'MarketSell', access: 'public', path: '/market/sell', href: (query = '') => `/market/sell${query}` },
  marketRent: { name: 'MarketRent', access: 'public', path: '/market/rent', href: (query = '') => `/market/rent${query}` },
  // a search form's target without JavaScript: it leads on to the catalogue of the deal chosen
  catalog: { access: 'public', path: '/catalog', href: () => '/catalog' },
  announcement: { name: 'Announcement', access: 'public', path: '/announcement/:slug', href: (slug: string) => `/announcement/${enc(slug)}` },
  publicUser: { name: 'PublicUser', access: 'public', path: '/user/:id', href: (id: number) => `/user/${id}` },

  // the query names the private page a guest was sent from (`?next=`), to return to once signed in
  auth: { access: 'public', path: '/auth', href: (query = '') => `/auth${query}` },
  login: { name: 'AppLogin', access: 'guest', path: '/auth/login', href: (query = '') => `/auth/login${query}` },
  resetPassword: {
    name: 'ResetPassword',
    access: 'public',
    path: '/auth/reset-password',
    // the admin login's "forgot password" resets through the /api/admin calls
    href: (scope: 'user' | 'admin' = 'user', next?: string) =>
      `/auth/reset-password${queryString({ scope: scope === 'admin' ? scope : undefined, next })}`,
  },
  // `next` on these: the page the sign-in they came from returns to, passed on to the end of the flow
  register: { name: 'Register', access: 'guest', path: '/auth/register', href: (next?: string) => `/auth/register${queryString({ next })}` },
  confirmationCode: {
    name: 'ConfirmationCode',
    access: 'public',
    path: '/auth/confirmation-code',
    href: (type: 'register' | 'resetPassword', next?: string) => `/auth/confirmation-code${queryString({ type, next })}`,
  },
  createPassword: {
    name: 'CreatePassword',
    access: 'public',
    path: '/auth/create-password',
    href: (type: 'register' | 'resetPassword', next?: string) => `/auth/create-password${queryString({ type, next })}`,
  },
  socialAuth: { name: 'SocialAuth', access: 'public', path: '/auth/social-auth', href: () => '/auth/social-auth' },
  // the separate admin login (the desktop console opens /realt/admin and lands here)
  adminLogin: { name: 'AdminLogin', access: 'guest', path: '/auth/admin-login', href: () => '/auth/admin-login' },

  profile: { access: 'auth', path: '/profile', href: () => '/profile' },
  apartments: { access: 'auth', path: '/profile/apartments', href: () => '/profile/apartments' },
  myApartments: {
    name: 'MyApartments',
    access: 'auth',
    path: '/profile/apartments/my-apartments',
    // `list`: the list's own query (its status and page, withoutPayment), kept beside a payment's return
    href: (succes?: boolean, retry?: PaymentRetry, list = '') => {
      const query = queryString({ succes, ...retry });
      return `/profile/apartments/my-apartments${query}${list && (query ? '&' : '?') + list}`;
    },
  },
  savedApartments: { name: 'SavedApartments', access: 'auth', path: '/profile/apartments/saved-apartments', href: () => '/profile/apartments/saved-apartments' },
  savedSearches: { name: 'SavedSearches', access: 'auth', path: '/profile/apartments/saved-searches', href: () => '/profile/apartments/saved-searches' },
  recentlyViewed: { name: 'RecentlyViewed', access: 'auth', path: '/profile/apartments/recently-viewed', href: () => '/profile/apartments/recently-viewed' },
  myMessages: { name: 'MyMessages', access: 'auth', path: '/profile/my-messages', href: () => '/profile/my-messages' },
  // the query: a top-up's amount, and the purchase it is for (`listing`, `tariffs`), to resume once topped up
  myWallet: { name: 'MyWallet', access: 'auth', path: '/profile/my-wallet', href: (query = '') => `/profile/my-wallet${query}` },
  editProfile: { name: 'EditProfile', access: 'auth', path: '/profile/edit-profile', href: () => '/profile/edit-profile' },
  advertisement: { access: 'auth', path: '/profile/advertisement', href: () => '/profile/advertisement' },
  createAdvertisement: {
    name: 'CreateAdvertisement',
    access: 'public',
    path: '/profile/advertisement/create-advertisement',
    href: (succes?: boolean) =>
      `/profile/advertisement/create-advertisement${succes === undefined ? '' : `?succes=${succes}`}`,
  },
  editAdvertisement: {
    name: 'EditAdvertisement',
    access: 'auth',
    path: '/profile/advertisement/edit-advertisement/:id',
    href: (id: number | string, succes?: boolean) =>
      `/profile/advertisement/edit-advertisement/${enc(String(id))}${succes === undefined ? '' : `?succes=${succes}`}`,
  },

  // payment return routes: the card processor sends the browser back here
  paymentSuccess: { access: 'auth', path: '/payment-success', href: (bought?: PaymentRetry) => `/payment-success${queryString({ ...bought })}` },
  myApartmentsPaymentFail: {
    access: 'auth',
    path: '/my-apartments-payment-fail',
    href: (retry?: PaymentRetry) => `/my-apartments-payment-fail${queryString({ ...retry })}`,
  },
  paymentFail: { access: 'auth', path: '/payment-fail', href: () => '/payment-fail' },
  paymentFailEdit: { access: 'auth', path: '/payment-fail-edit/:id', href: (id: number) => `/payment-fail-edit/${id}` },

  admin: { access: 'admin', path: '/admin', href: () => '/admin' },
  adminUsers: { name: 'AdminUsers', access: 'admin', path: '/admin/users', href: () => '/admin/users' },
  adminAdvertisements: { name: 'AdminAdvertisements', access: 'admin', path: '/admin/advertisements', href: () => '/admin/advertisements' },
  adminSettings: { name: 'AdminSettings', access: 'settings', path: '/admin/settings', href: () => '/admin/settings' },
  adminBanners: { name: 'AdminBanners', access: 'banners', path: '/admin/banners', href: () => '/admin/banners' },
  adminFinance: { access: 'finance', path: '/admin/finance', href: () => '/admin/finance' },
  adminTariffs: { name: 'AdminTariffs', access: 'finance', path: '/admin/finance/tariffs', href: () => '/admin/finance/tariffs' },
  adminDebitsAndDeposits: {
    name: 'AdminDebitsAndDeposits',
    access: 'finance',
    path: '/admin/finance/debits-and-deposits',
    href: () => '/admin/finance/debits-and-deposits',
  },
  adminMoneyTransfer: { name: 'AdminMoneyTransfer', access: 'finance', path: '/admin/finance/money-transfer', href: () => '/admin/finance/money-transfer' },
  adminCreateDistrict: { name: 'AdminCreateDistrict', access: 'settings', path: '/admin/create-district', href: () => '/admin/create-district' },
  adminEditDistrict: {
    name: 'AdminEditDistrict',
    access: 'settings',
    path: '/admin/edit-district/:id/:city/:district/:name_alternative',
    href: (d: { id: number; city: string; district: string; name_alternative: string }) =>
      `/admin/edit-district/${d.id}/${enc(d.city)}/${enc(d.district)}/${enc(d.name_alternative)}`,
  },
} as const satisfies Record<string, { name?: string; access: Access; path: string; href: (...args: never[]) => string }>;

/**
 * A full URL path (with the /realt base and the language's segment) for full page loads and for
 * links leaving the router: `/realt/catalog/sell`, `/realt/en/catalog/sell`; the main page keeps
 * its trailing slash (`/realt/`, `/realt/en/`).
 */
export function absolute(href: string, lang: Lang): string {
  return BASE + langPrefix(lang) + (href === '/' ? '/' : href);
}

/** A full path's language and its path below the base and the language ('/realt/en/user/5' -> en, '/user/5'); null outside the base. */
export function localPath(pathname: string): { lang: Lang; path: string } | null {
  if (!pathname.startsWith(`${BASE}/`) && pathname !== BASE) return null;
  return splitLang(pathname.slice(BASE.length) || '/');
}

/**
 * The catalogue of the deal a search names (adType 2 is rent, else sale), with its filled fields;
 * the deal is then the catalogue's path, not a parameter.
 */
export function catalogHref(search: string): string {
  const query = new URLSearchParams(search);
  const route = query.get('adType') === '2' ? paths.catalogRent : paths.catalogSell;
  query.delete('adType');
  for (const [key, value] of [...query]) if (value === '') query.delete(key);
  return route.href(query.size > 0 ? `?${query}` : '');
}

const routes = Object.values(paths);

const matches = (pattern: string, path: string) => parse(pattern).pattern.test(path);

/**
 * The access of a pathname (with or without the base, in any language): its route's, or for a path
 * no route matches, the innermost route's it lies under (its section shows its own not-found).
 */
export function accessOf(pathname: string): Access | undefined {
  const local = localPath(pathname)?.path ?? splitLang(pathname).path;
  const route =
    routes.find((entry) => matches(entry.path, local)) ??
    routes
      .filter((entry) => entry.path !== '/' && local.startsWith(`${entry.path}/`))
      .sort((a, b) => b.path.length - a.path.length)[0];
  return route?.access;
}

/** Whether a pathname needs a login. */
export function requiresAuth(pathname: string): boolean {
  const access = accessOf(pathname);
  return access !== undefined && access !== 'public' && access !== 'guest';
}

/**
 * The sign-in that comes back to a page of the site (its full path and search) once signed in: a
 * private page a guest opened, or the page of a guest's action (Save, Message).
 */
export function signInReturning(pathname: string, search: string): string {
  const here = localPath(pathname)?.path;
  return paths.auth.href(here === undefined ? '' : queryString({ next: here + search }));
}

/** The deal of each catalogue screen (1 sale, 2 rent), by the screen's name. */
export const CATALOGUE_DEALS: Partial<Record<string, 1 | 2>> = { [paths.catalogSell.name]: 1, [paths.catalogRent.name]: 2 };
