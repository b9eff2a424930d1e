// The one route table: each route of config/paths (pattern, name, access) with its screen or where it
// leads, data only; app/router.tsx matches, prefetches and renders it.
import { queryOptions } from '@tanstack/react-query';
import { catalogHref, paths, type Access } from '../config/paths';
import type { appKa } from '../i18n/app.ka';
import { routeQuery, type RouteQuery } from '../api/queries';
import { myListingsQuery, ownListingQuery } from '../api/my-listings';
import { lazyCatalogRouteQuery } from '../features/catalog/api/route-query';
import { bannersQuery, featuredQuery } from '../features/home/api/queries';
import { isListingSlug, listingQuery } from '../features/listing/api/queries';
import { marketQuery } from '../features/market/api/queries';
import { kindOf } from '../features/market/market';
import { publicUserQuery, userIdOf } from '../features/public-user/api/queries';
import { preloadFirstPhotos } from '../ui/listing-card/priority';
import * as screens from './screens';
import type { SkeletonLook } from './skeleton';

export type ScreenName = keyof typeof appKa.screens;
export type Params = Record<string, string | undefined>;

export interface ScreenRoute {
  at: { path: string; name: ScreenName; access: Access };
  screen: screens.Screen;
  /** a public page, rendered by the server with its data and the day's rate (its prices show in lari too); else its skeleton is */
  ssr?: true;
  /** the shape of the screen's skeleton (app/skeleton.tsx): what shows until the browser knows the session, the user and the screen's code */
  skeleton?: SkeletonLook;
  /** the queries the screen's first render needs: started at boot beside the screen's code */
  queries?: (params: Params, search: string) => RouteQuery[];
  /** whether the parameters can name anything (the contract's patterns); else the not-found page, nothing asked */
  accepts?: (params: Params) => boolean;
  /**
   * the address's query is a secret (a social sign-in's return carries its token there): the page
   * is sent with `Referrer-Policy: no-referrer` and without early calls, and the browser takes the
   * query out of the address before the app asks anything (state/held-query.ts)
   */
  secretQuery?: true;
  /** its render reads the address's query, as `renderedSearch` (app/canonical.ts) writes it: the server keys and renders it so, and the browser hydrates so */
  readsQuery?: true;
}

export interface RedirectRoute {
  at: { path: string; access: Access };
  /** where to, from the route's parameters and the query string ('' or '?...') */
  redirect: (params: Params, search: string) => string;
}

/** Routes under one path (the profile, the console), behind one guard: the section's own access. */
export interface SectionRoute {
  at: { path: string; access: Access };
  routes: AppRoute[];
}

export type AppRoute = ScreenRoute | RedirectRoute | SectionRoute;

/** The first page of the user's listings, and its first cards' photos as soon as it is in (the page's largest paint). */
const myListingsFirst: RouteQuery = async (client) => {
  // (`queryOptions` types the key with its data)
  const options = queryOptions(myListingsQuery(1, null));
  await client.prefetchQuery(options);
  preloadFirstPhotos(client.getQueryData(options.queryKey)?.result.data ?? []);
};

export const routes: AppRoute[] = [
  { at: paths.mainPage, screen: screens.Home, ssr: true, queries: () => [routeQuery(bannersQuery()), routeQuery(featuredQuery())] },
  { at: paths.catalogSell, screen: screens.Catalog, ssr: true, readsQuery: true, queries: (_params, search) => [lazyCatalogRouteQuery(search, 1)] },
  { at: paths.catalogRent, screen: screens.Catalog, ssr: true, readsQuery: true, queries: (_params, search) => [lazyCatalogRouteQuery(search, 2)] },
  { at: paths.marketSell, screen: screens.Market, ssr: true, readsQuery: true, queries: (_params, search) => [routeQuery(marketQuery(1, kindOf(search)))] },
  { at: paths.marketRent, screen: screens.Market, ssr: true, readsQuery: true, queries: (_params, search) => [routeQuery(marketQuery(2, kindOf(search)))] },
  { at: paths.catalog, redirect: (_params, search) => catalogHref(search) },
  {
    at: paths.announcement,
    screen: screens.Listing,
    ssr: true,
    queries: ({ slug = '' }) => [routeQuery(listingQuery(slug))],
    accepts: ({ slug = '' }) => isListingSlug(slug),
  },
  {
    at: paths.publicUser,
    screen: screens.PublicUser,
    ssr: true,
    queries: ({ id }) => [routeQuery(publicUserQuery(userIdOf(id) ?? 0))],
    accepts: ({ id }) => userIdOf(id) !== null,
  },

  { at: paths.auth, redirect: () => paths.login.href() },
  { at: paths.login, screen: screens.Login, skeleton: 'form' },
  { at: paths.adminLogin, screen: screens.AdminLogin, skeleton: 'form' },
  { at: paths.register, screen: screens.Register, skeleton: 'form' },
  { at: paths.resetPassword, screen: screens.ResetPassword, skeleton: 'form' },
  { at: paths.confirmationCode, screen: screens.ConfirmationCode, skeleton: 'form' },
  { at: paths.createPassword, screen: screens.CreatePassword, skeleton: 'form' },
  { at: paths.socialAuth, screen: screens.SocialAuth, skeleton: 'form', secretQuery: true },

  // open to guests (one signs in to publish, the draft kept): under the profile's path, not in its section
  { at: paths.createAdvertisement, screen: screens.CreateAdvertisement, skeleton: 'form' },
  {
    at: paths.profile,
    routes: [
      { at: paths.profile, redirect: () => paths.myApartments.href() },
      { at: paths.apartments, redirect: () => paths.myApartments.href() },
      { at: paths.myApartments, screen: screens.MyApartments, skeleton: 'my-listings', queries: () => [myListingsFirst] },
      { at: paths.savedApartments, screen: screens.SavedApartments, skeleton: 'profile-cards' },
      { at: paths.savedSearches, screen: screens.SavedSearches, skeleton: 'profile' },
      { at: paths.recentlyViewed, screen: screens.RecentlyViewed, skeleton: 'profile-cards' },
      { at: paths.myMessages, screen: screens.MyMessages, skeleton: 'profile' },
      { at: paths.myWallet, screen: screens.MyWallet, skeleton: 'profile' },
      { at: paths.editProfile, screen: screens.EditProfile, skeleton: 'profile' },
      { at: paths.advertisement, redirect: () => paths.createAdvertisement.href() },
      { at: paths.editAdvertisement, screen: screens.EditAdvertisement, skeleton: 'form', queries: ({ id = '' }) => [routeQuery(ownListingQuery(Number(id)))] },
    ],
  },

  // payment return routes: the outcome travels in the `succes` flag
  { at: paths.paymentSuccess, redirect: () => paths.myApartments.href(true) },
  { at: paths.myApartmentsPaymentFail, redirect: () => paths.myApartments.href(false) },
  { at: paths.paymentFail, redirect: () => paths.createAdvertisement.href(false) },
  { at: paths.paymentFailEdit, redirect: ({ id }) => paths.editAdvertisement.href(id ?? '', false) },

  {
    at: paths.admin,
    routes: [
      { at: paths.admin, redirect: () => paths.adminUsers.href() },
      { at: paths.adminUsers, screen: screens.AdminUsers, skeleton: 'console' },
      { at: paths.adminAdvertisements, screen: screens.AdminAdvertisements, skeleton: 'console' },
      { at: paths.adminSettings, screen: screens.AdminSettings, skeleton: 'console' },
      { at: paths.adminCreateDistrict, screen: screens.AdminCreateDistrict, skeleton: 'console' },
      { at: paths.adminEditDistrict, screen: screens.AdminEditDistrict, skeleton: 'console' },
      { at: paths.adminBanners, screen: screens.AdminBanners, skeleton: 'console' },
      {
        at: paths.adminFinance,
        routes: [
          { at: paths.adminFinance, redirect: () => paths.adminTariffs.href() },
          { at: paths.adminTariffs, screen: screens.AdminTariffs, skeleton: 'console' },
          { at: paths.adminDebitsAndDeposits, screen: screens.AdminDebitsAndDeposits, skeleton: 'console' },
          { at: paths.adminMoneyTransfer, screen: screens.AdminMoneyTransfer, skeleton: 'console' },
        ],
      },
    ],
  },
];
