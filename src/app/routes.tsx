// The one route table. Each entry: a route of config/paths (its pattern, name and access) and
// its screen, or where it redirects; the profile and the console are sections nested with wouter's
// `nest`, so each section's guard is applied once, around the whole section.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { Redirect, Route, Router, Switch, matchRoute, useRouter, useSearch } from 'wouter';
import { BASE, catalogHref, paths, type Access } from '../config/paths';
import { ka } from '../i18n/ka';
import { myListingsQuery, ownListingQuery } from '../api/my-listings';
import { routeQuery, type RouteQuery } from '../api/queries';
import { loadRate } from '../api/rate-query';
import { readToken } from '../api/token';
import { bannersQuery, featuredQuery } from '../features/home/api/queries';
import { isListingSlug, listingQuery } from '../features/listing/api/queries';
import { publicUserQuery, userIdOf } from '../features/public-user/api/queries';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { Spinner } from '../ui/spinner/Spinner';
import { Guard } from './guards';
import { ScreenHydrated } from './hydration';
import { pageTitle, personName } from './title';

export type ScreenName = keyof typeof ka.screens;
type Params = Record<string, string | undefined>;

interface Screen {
  /** fetches the screen's code; React.lazy and the boot prefetch share the one module request */
  load: () => Promise<unknown>;
  render: () => ReactNode;
}

export interface ScreenRoute {
  at: { path: string; name: ScreenName; access: Access };
  screen: Screen;
  /** the queries the screen's first render needs: started at boot beside the screen's code */
  queries?: (params: Params, search: string) => RouteQuery[];
  /** whether the parameters can name anything (the contract's patterns); else the not-found page, nothing asked */
  accepts?: (params: Params) => boolean;
}

export interface RedirectRoute {
  at: { path: string; access: Access };
  /** where to, from the route's parameters and the query string ('' or '?...') */
  redirect: (params: Params, search: string) => string;
}

/** Routes under one path, behind one guard: the section's own access. */
interface SectionRoute {
  at: { path: string; access: Access };
  routes: AppRoute[];
}

type AppRoute = ScreenRoute | RedirectRoute | SectionRoute;

/**
 * A lazily loaded screen: each route ships only its own code (the main chunk stays small). Once
 * its code is in, it renders at once: the server loads the screen before it renders and the
 * browser before it hydrates, so both render the same HTML without a fallback in between.
 */
function screen(load: () => Promise<{ default: ComponentType }>): Screen {
  let Loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Component = lazy(loadOnce);
  return {
    load: loadOnce,
    render: () => (
      <Suspense fallback={<Spinner />}>
        {Loaded ? <Loaded /> : <Component />}
        <ScreenHydrated />
      </Suspense>
    ),
  };
}

// profile
const MyApartments = screen(() => import('../features/profile/apartments/my-apartments-page').then((m) => ({ default: m.MyApartmentsPage })));
const SavedApartments = screen(() => import('../features/profile/saved/saved-apartments-page').then((m) => ({ default: m.SavedApartmentsPage })));
const SavedSearches = screen(() =>
  import('../features/profile/saved-searches/saved-searches-page').then((m) => ({ default: m.SavedSearchesPage })),
);
const RecentlyViewed = screen(() => import('../features/profile/recent/recently-viewed-page').then((m) => ({ default: m.RecentlyViewedPage })));
const MyMessages = screen(() => import('../features/profile/messages/my-messages-page').then((m) => ({ default: m.MyMessagesPage })));
const MyWallet = screen(() => import('../features/profile/wallet/my-wallet-page').then((m) => ({ default: m.MyWalletPage })));
const EditProfile = screen(() => import('../features/profile/edit-profile/edit-profile-page').then((m) => ({ default: m.EditProfilePage })));

// the listing form
const CreateAdvertisement = screen(() =>
  import('../features/advertisement/create-advertisement-page').then((m) => ({ default: m.CreateAdvertisementPage })),
);
const EditAdvertisement = screen(() =>
  import('../features/advertisement/edit-advertisement-page').then((m) => ({ default: m.EditAdvertisementPage })),
);

// admin and moderator console
const AdminUsers = screen(() => import('../features/admin/users/users-page').then((m) => ({ default: m.UsersPage })));
const AdminAdvertisements = screen(() =>
  import('../features/admin/moderation/advertisements-page').then((m) => ({ default: m.AdvertisementsPage })),
);
const AdminSettings = screen(() => import('../features/admin/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const AdminCreateDistrict = screen(() =>
  import('../features/admin/settings/create-district-page').then((m) => ({ default: m.CreateDistrictPage })),
);
const AdminEditDistrict = screen(() => import('../features/admin/settings/edit-district-page').then((m) => ({ default: m.EditDistrictPage })));
const AdminBanners = screen(() => import('../features/admin/banners/banners-page').then((m) => ({ default: m.BannersPage })));
const AdminTariffs = screen(() => import('../features/admin/finance/tariffs-page').then((m) => ({ default: m.TariffsPage })));
const AdminDebitsAndDeposits = screen(() =>
  import('../features/admin/finance/debits-and-deposits-page').then((m) => ({ default: m.DebitsAndDepositsPage })),
);
const AdminMoneyTransfer = screen(() =>
  import('../features/admin/finance/money-transfer-page').then((m) => ({ default: m.MoneyTransferPage })),
);

// public site
const HomePage = screen(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
const CatalogPage = screen(() => import('../features/catalog/catalog-page').then((m) => ({ default: m.CatalogPage })));
const ListingPage = screen(() => import('../features/listing/listing-page').then((m) => ({ default: m.ListingPage })));
const PublicUserPage = screen(() => import('../features/public-user/public-user-page').then((m) => ({ default: m.PublicUserPage })));

// sign-in and registration
const LoginPage = screen(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const AdminLoginPage = screen(() => import('../features/auth/admin-login-page').then((m) => ({ default: m.AdminLoginPage })));
const RegisterPage = screen(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
const ResetPasswordPage = screen(() => import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const ConfirmationCodePage = screen(() =>
  import('../features/auth/confirmation-code-page').then((m) => ({ default: m.ConfirmationCodePage })),
);
const CreatePasswordPage = screen(() => import('../features/auth/create-password-page').then((m) => ({ default: m.CreatePasswordPage })));
const SocialAuthPage = screen(() => import('../features/auth/social-auth-page').then((m) => ({ default: m.SocialAuthPage })));

const finance: SectionRoute = {
  at: paths.adminFinance,
  routes: [
    { at: paths.adminFinance, redirect: () => paths.adminTariffs.href() },
    { at: paths.adminTariffs, screen: AdminTariffs },
    { at: paths.adminDebitsAndDeposits, screen: AdminDebitsAndDeposits },
    { at: paths.adminMoneyTransfer, screen: AdminMoneyTransfer },
  ],
};

// every price on a public page is shown in lari too: the server renders them with the rate in
const withRate = (queries: RouteQuery[]): RouteQuery[] => [...queries, (client) => loadRate(client).then(() => undefined)];

// the search parser (with the option catalogue) is the catalogue's code: fetched here, not in the main chunk
const catalogQueries =
  (adType: 1 | 2) =>
  (_params: Params, search: string): RouteQuery[] =>
    withRate([(client) => import('../features/catalog/api/queries').then((m) => m.catalogRouteQuery(search, adType)(client))]);

export const routes: AppRoute[] = [
  { at: paths.mainPage, screen: HomePage, queries: () => withRate([routeQuery(bannersQuery()), routeQuery(featuredQuery())]) },
  { at: paths.catalogSell, screen: CatalogPage, queries: catalogQueries(1) },
  { at: paths.catalogRent, screen: CatalogPage, queries: catalogQueries(2) },
  { at: paths.catalog, redirect: (_params, search) => catalogHref(search) },
  {
    at: paths.announcement,
    screen: ListingPage,
    queries: ({ slug = '' }) => withRate([routeQuery(listingQuery(slug))]),
    accepts: ({ slug = '' }) => isListingSlug(slug),
  },
  {
    at: paths.publicUser,
    screen: PublicUserPage,
    queries: ({ id }) => withRate([routeQuery(publicUserQuery(userIdOf(id) ?? 0))]),
    accepts: ({ id }) => userIdOf(id) !== null,
  },

  { at: paths.auth, redirect: () => paths.login.href() },
  { at: paths.login, screen: LoginPage },
  { at: paths.adminLogin, screen: AdminLoginPage },
  { at: paths.register, screen: RegisterPage },
  { at: paths.resetPassword, screen: ResetPasswordPage },
  { at: paths.confirmationCode, screen: ConfirmationCodePage },
  { at: paths.createPassword, screen: CreatePasswordPage },
  { at: paths.socialAuth, screen: SocialAuthPage },

  // the one open route under the login-required profile: a guest fills the form and signs in to
  // publish with the draft kept, so it comes before the profile section
  { at: paths.createAdvertisement, screen: CreateAdvertisement },
  {
    at: paths.profile,
    routes: [
      { at: paths.profile, redirect: () => paths.myApartments.href() },
      { at: paths.apartments, redirect: () => paths.myApartments.href() },
      { at: paths.myApartments, screen: MyApartments, queries: () => [routeQuery(myListingsQuery(1, null))] },
      { at: paths.savedApartments, screen: SavedApartments },
      { at: paths.savedSearches, screen: SavedSearches },
      { at: paths.recentlyViewed, screen: RecentlyViewed },
      { at: paths.myMessages, screen: MyMessages },
      { at: paths.myWallet, screen: MyWallet },
      { at: paths.editProfile, screen: EditProfile },
      { at: paths.advertisement, redirect: () => paths.createAdvertisement.href() },
      { at: paths.editAdvertisement, screen: EditAdvertisement, queries: ({ id = '' }) => [routeQuery(ownListingQuery(Number(id)))] },
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
      { at: paths.adminUsers, screen: AdminUsers },
      { at: paths.adminAdvertisements, screen: AdminAdvertisements },
      { at: paths.adminSettings, screen: AdminSettings },
      { at: paths.adminCreateDistrict, screen: AdminCreateDistrict },
      { at: paths.adminEditDistrict, screen: AdminEditDistrict },
      { at: paths.adminBanners, screen: AdminBanners },
      finance,
    ],
  },
];

function RedirectBy({ route, params }: { route: RedirectRoute; params: Params }) {
  const search = useSearch();
  return <Redirect to={route.redirect(params, search ? `?${search}` : '')} replace />;
}

/** Sets the tab's title after a navigation; a listing's or a user's page is named by its own data once loaded. */
function Titled({ name, params = {}, children }: { name: ScreenName; params?: Params; children: ReactNode }) {
  const listing = useQuery({ ...listingQuery(params.slug ?? ''), enabled: name === 'Announcement', select: (data) => data.result.title });
  const userId = name === 'PublicUser' ? userIdOf(params.id) : null;
  const user = useQuery({ ...publicUserQuery(userId ?? 0), enabled: userId !== null, select: (data) => personName(data.result.user) });
  const title = pageTitle(name, listing.data ?? user.data);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <>{children}</>;
}

const NotFound = () => (
  <Titled name="NotFound">
    <NotFoundPage />
  </Titled>
);

/** Every screen and redirect with its full pattern and the access it is entered with, in match order. */
export function flatRoutes(list: AppRoute[] = routes): Array<ScreenRoute | RedirectRoute> {
  return list.flatMap((route) => ('routes' in route ? flatRoutes(route.routes) : [route]));
}

/** The route a full path (with the base) matches, with its parameters; null for the not-found page. */
export function matchScreen(pathname: string): { route: ScreenRoute | RedirectRoute; params: Params } | null {
  if (!pathname.startsWith(`${BASE}/`) && pathname !== BASE) return null;
  let local = pathname.slice(BASE.length) || '/';
  try {
    // as wouter does before it matches
    local = decodeURI(local);
  } catch {
    // a malformed escape is matched as it is
  }
  for (const route of flatRoutes()) {
    const [matches, params] = matchRoute(parse, route.at.path, local);
    if (matches) return 'accepts' in route && route.accepts && !route.accepts(params) ? null : { route, params };
  }
  return null;
}

/**
 * Starts loading the screen at a full path (with the base) at boot: its code, and its first
 * request where it has one, side by side (render-as-you-fetch), and while the guard is still
 * waiting for the user, instead of one after the other.
 */
export function prefetchScreen(pathname: string, client: QueryClient): void {
  const match = matchScreen(pathname);
  if (!match || !('screen' in match.route)) return;
  const { route, params } = match;
  void route.screen.load();
  // a signed-out visitor's guard redirects: a login-required screen's queries would only fail
  const allowed = route.at.access === 'public' || route.at.access === 'guest' || readToken() !== null;
  if (allowed) for (const query of route.queries?.(params, window.location.search) ?? []) void query(client);
}

type AppRouter = ReturnType<typeof useRouter>;
type Within = SectionRoute['at'] | null;

/** A route gets a guard of its own only where its access differs from its section's. */
function guarded(access: Access, within: Within, node: ReactNode): ReactNode {
  return access === (within?.access ?? 'public') ? node : <Guard access={access}>{node}</Guard>;
}

/**
 * The routes of one level, for a <Switch>; patterns are relative to the enclosing section.
 * Screens and redirects render in the app's own router again (`app`): they build app-wide hrefs
 * from config/paths, which a nested router would resolve inside the section.
 */
function renderRoutes(list: AppRoute[], within: Within, app: AppRouter): ReactNode[] {
  const relative = (path: string) => (within ? path.slice(within.path.length) || '/' : path);
  return list.map((route) => {
    if ('routes' in route) {
      return <SectionSwitch key={route.at.path} path={relative(route.at.path)} nest section={route} within={within} app={app} />;
    }
    const leaf = (params: Params) =>
      guarded(
        route.at.access,
        within,
        'redirect' in route ? (
          <RedirectBy route={route} params={params} />
        ) : route.accepts && !route.accepts(params) ? (
          <NotFound />
        ) : (
          <Titled name={route.at.name} params={params}>
            {route.screen.render()}
          </Titled>
        ),
      );
    return (
      <Route key={route.at.path} path={relative(route.at.path)}>
        {(params: Params) => (within ? <Router {...app}>{leaf(params)}</Router> : leaf(params))}
      </Route>
    );
  });
}

interface SectionProps {
  /** read by the <Switch> to match the section */
  path: string;
  nest: true;
  section: SectionRoute;
  within: Within;
  app: AppRouter;
}

/** A section: matched with `nest`, its guard once around its own routes and not-found page. */
function SectionSwitch({ path, section, within, app }: SectionProps) {
  return (
    <Route path={path} nest>
      {guarded(
        section.at.access,
        within,
        <Switch>
          {renderRoutes(section.routes, section.at, app)}
          <Route>
            <Router {...app}>
              <NotFound />
            </Router>
          </Route>
        </Switch>,
      )}
    </Route>
  );
}

export function AppRoutes() {
  const app = useRouter();
  return (
    <Switch>
      {renderRoutes(routes, null, app)}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
