// The one route table: each route of config/paths (pattern, name, access) with its screen or where it
// leads, data only; app/router.tsx matches, prefetches and renders it.
import { queryOptions } from '@tanstack/react-query';
import { catalogHref, paths, paymentRetryOf } from '../config/paths';
import { routeQuery } from '../api/queries';
import { ownListingQuery } from '../api/my-listings';
import { lazyCatalogRouteQuery } from '../features/catalog/api/route-query';
import { bannersQuery, featuredQuery } from '../features/home/api/queries';
import { isListingSlug, listingQuery } from '../features/listing/api/queries';
import { lazyQueueRouteQuery } from '../features/admin/moderation/api/route-query';
import { marketQuery } from '../features/market/api/queries';
import { lazyMyListingsRouteQuery } from '../features/profile/my-listings/api/route-query';
import { kindOf } from '../domain/market-search';
import { publicUserQuery, userIdOf } from '../features/public-user/api/queries';
import * as screens from './screens';
import type { AppRoute } from './route-types';

export const routes: AppRoute[] = [
  { at: paths.mainPage, screen: screens.Home, ssr: true, tags: () => ['main', 'banners', 'featured'], queries: () => [routeQuery(bannersQuery()), routeQuery(featuredQuery())] },
  { at: paths.catalogSell, tags: () => ['catalogue-sale'], screen: screens.Catalog, ssr: true, readsQuery: true, queries: (_params, search) => [lazyCatalogRouteQuery(search, 1)] },
  { at: paths.catalogRent, tags: () => ['catalogue-rent'], screen: screens.Catalog, ssr: true, readsQuery: true, queries: (_params, search) => [lazyCatalogRouteQuery(search, 2)] },
  { at: paths.marketSell, tags: () => ['market-sale'], screen: screens.Market, ssr: true, readsQuery: true, queries: (_params, search) => [routeQuery(marketQuery(1, kindOf(search)))] },
  { at: paths.marketRent, tags: () => ['market-rent'], screen: screens.Market, ssr: true, readsQuery: true, queries: (_params, search) => [routeQuery(marketQuery(2, kindOf(search)))] },
  { at: paths.catalog, redirect: (_params, search) => catalogHref(search) },
  {
    at: paths.announcement,
    screen: screens.Listing,
    ssr: true,
    queries: ({ slug = '' }) => [routeQuery(listingQuery(slug))],
    accepts: ({ slug = '' }) => isListingSlug(slug),
    tags: ({ slug = '' }, client) => {
      const listing = client.getQueryData(queryOptions(listingQuery(slug)).queryKey)?.result;
      return listing ? [`listing-${listing.id}`, `user-${listing.user_id}`] : [];
    },
  },
  {
    at: paths.publicUser,
    screen: screens.PublicUser,
    ssr: true,
    queries: ({ id }) => [routeQuery(publicUserQuery(userIdOf(id) ?? 0))],
    accepts: ({ id }) => userIdOf(id) !== null,
    tags: ({ id }) => [`user-${id}`],
  },

  { at: paths.auth, redirect: (_params, search) => paths.login.href(search) },
  { at: paths.login, screen: screens.Login, skeleton: 'form' },
  { at: paths.adminLogin, screen: screens.AdminLogin, skeleton: 'form' },
  { at: paths.register, screen: screens.Register, skeleton: 'form' },
  { at: paths.resetPassword, screen: screens.ResetPassword, skeleton: 'form' },
  { at: paths.confirmationCode, screen: screens.ConfirmationCode, skeleton: 'form' },
  { at: paths.createPassword, screen: screens.CreatePassword, skeleton: 'form' },
  { at: paths.socialAuth, screen: screens.SocialAuth, skeleton: 'form', secretQuery: true },

  // open to guests (one signs in to publish, the draft kept): under the profile's path, not in its section
  { at: paths.createAdvertisement, screen: screens.CreateAdvertisement, skeleton: 'form', keepsDrafts: true },
  {
    at: paths.profile,
    routes: [
      { at: paths.profile, redirect: () => paths.myApartments.href() },
      { at: paths.apartments, redirect: () => paths.myApartments.href() },
      {
        at: paths.myApartments,
        screen: screens.MyApartments,
        skeleton: 'my-listings',
        queriesReadQuery: ['status', 'page'],
        // back from the bank, the listing paid for: offered again after a failure, checked after a success
        queries: (_params, search) => {
          const retry = new URLSearchParams(search).has('succes') ? paymentRetryOf(search) : undefined;
          return retry ? [lazyMyListingsRouteQuery(search), routeQuery(ownListingQuery(retry.listing))] : [lazyMyListingsRouteQuery(search)];
        },
      },
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
  { at: paths.paymentSuccess, redirect: (_params, search) => paths.myApartments.href(true, paymentRetryOf(search)) },
  { at: paths.myApartmentsPaymentFail, redirect: (_params, search) => paths.myApartments.href(false, paymentRetryOf(search)) },
  { at: paths.paymentFail, redirect: () => paths.createAdvertisement.href(false) },
  { at: paths.paymentFailEdit, redirect: ({ id }) => paths.editAdvertisement.href(id ?? '', false) },

  {
    at: paths.admin,
    routes: [
      { at: paths.admin, redirect: () => paths.adminUsers.href() },
      { at: paths.adminUsers, screen: screens.AdminUsers, skeleton: 'console' },
      { at: paths.adminAdvertisements, screen: screens.AdminAdvertisements, skeleton: 'console', queriesReadQuery: ['status', 'page', 'price_flag', 'sort'], queries: (_params, search) => [lazyQueueRouteQuery(search)] },
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
