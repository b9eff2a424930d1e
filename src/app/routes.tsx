// The one route table of §2. Each entry: a path from config/paths, who may enter, and the screen.
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { Redirect, Route, Switch, matchRoute } from 'wouter';
import { BASE, paths } from '../config/paths';
import { ka } from '../i18n/ka';
import { routeQuery, type RouteQuery } from '../api/queries';
import { readToken } from '../api/token';
import { listingQuery } from '../features/listing/api/queries';
import { myListingsQuery } from '../features/profile/apartments/api/queries';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { Spinner } from '../ui/spinner/Spinner';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';

type Access = 'public' | 'guest' | 'auth' | 'admin';
export type ScreenName = keyof typeof ka.screens;

interface Screen {
  /** fetches the screen's code; React.lazy and the boot prefetch share the one module request */
  load: () => Promise<unknown>;
  render: () => ReactNode;
}

export interface ScreenRoute {
  path: string;
  name: ScreenName;
  access: Access;
  /** §2: finance routes; role 2 is redirected to the profile */
  notForModerators?: boolean;
  /**
   * §2/§6: settings routes carry this marker. §6 leaves its enforcement open: roles 1 and 2 both
   * enter (issue 7), and the server answers 403 where a role may not act; the marker is kept so
   * a stricter rule can be added here in one place.
   */
  settings?: boolean;
  screen: Screen;
  /** the queries the screen's first render needs: started at boot beside the screen's code */
  queries?: (params: Record<string, string | undefined>) => RouteQuery[];
}

export interface RedirectRoute {
  path: string;
  access: Access;
  redirect: (params: Record<string, string | undefined>) => string;
}

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
    render: () => <Suspense fallback={<Spinner />}>{Loaded ? <Loaded /> : <Component />}</Suspense>,
  };
}

// profile (issue 5)
const MyApartments = screen(() => import('../features/profile/apartments/my-apartments-page').then((m) => ({ default: m.MyApartmentsPage })));
const SavedApartments = screen(() => import('../features/profile/saved/saved-apartments-page').then((m) => ({ default: m.SavedApartmentsPage })));
const MyMessages = screen(() => import('../features/profile/messages/my-messages-page').then((m) => ({ default: m.MyMessagesPage })));
const MyWallet = screen(() => import('../features/profile/wallet/my-wallet-page').then((m) => ({ default: m.MyWalletPage })));
const EditProfile = screen(() => import('../features/profile/edit-profile/edit-profile-page').then((m) => ({ default: m.EditProfilePage })));

// the listing form (issue 6)
const CreateAdvertisement = screen(() =>
  import('../features/advertisement/create-advertisement-page').then((m) => ({ default: m.CreateAdvertisementPage })),
);
const EditAdvertisement = screen(() =>
  import('../features/advertisement/edit-advertisement-page').then((m) => ({ default: m.EditAdvertisementPage })),
);

// admin and moderator console (issue 7)
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

// public site (issue 3)
const HomePage = screen(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
const CatalogPage = screen(() => import('../features/catalog/catalog-page').then((m) => ({ default: m.CatalogPage })));
const ListingPage = screen(() => import('../features/listing/listing-page').then((m) => ({ default: m.ListingPage })));
const PublicUserPage = screen(() => import('../features/public-user/public-user-page').then((m) => ({ default: m.PublicUserPage })));

// sign-in and registration (issue 4)
const LoginPage = screen(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const AdminLoginPage = screen(() => import('../features/auth/admin-login-page').then((m) => ({ default: m.AdminLoginPage })));
const RegisterPage = screen(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
const ResetPasswordPage = screen(() => import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const ConfirmationCodePage = screen(() =>
  import('../features/auth/confirmation-code-page').then((m) => ({ default: m.ConfirmationCodePage })),
);
const CreatePasswordPage = screen(() => import('../features/auth/create-password-page').then((m) => ({ default: m.CreatePasswordPage })));
const SocialAuthPage = screen(() => import('../features/auth/social-auth-page').then((m) => ({ default: m.SocialAuthPage })));

export const routes: Array<ScreenRoute | RedirectRoute> = [
  { path: paths.mainPage.path, name: 'MainPage', access: 'public', screen: HomePage },
  { path: paths.catalogSell.path, name: 'CatalogSell', access: 'public', screen: CatalogPage },
  { path: paths.catalogRent.path, name: 'CatalogRent', access: 'public', screen: CatalogPage },
  {
    path: paths.announcement.path,
    name: 'Announcement',
    access: 'public',
    screen: ListingPage,
    queries: ({ slug = '' }) => [routeQuery(listingQuery(slug))],
  },
  { path: paths.publicUser.path, name: 'PublicUser', access: 'public', screen: PublicUserPage },

  { path: paths.auth.path, access: 'public', redirect: () => paths.login.href() },
  { path: paths.login.path, name: 'AppLogin', access: 'guest', screen: LoginPage },
  { path: paths.adminLogin.path, name: 'AdminLogin', access: 'guest', screen: AdminLoginPage },
  { path: paths.register.path, name: 'Register', access: 'guest', screen: RegisterPage },
  { path: paths.resetPassword.path, name: 'ResetPassword', access: 'public', screen: ResetPasswordPage },
  { path: paths.confirmationCode.path, name: 'ConfirmationCode', access: 'public', screen: ConfirmationCodePage },
  { path: paths.createPassword.path, name: 'CreatePassword', access: 'public', screen: CreatePasswordPage },
  { path: paths.socialAuth.path, name: 'SocialAuth', access: 'public', screen: SocialAuthPage },

  { path: paths.profile.path, access: 'auth', redirect: () => paths.myApartments.href() },
  { path: paths.apartments.path, access: 'auth', redirect: () => paths.myApartments.href() },
  { path: paths.myApartments.path, name: 'MyApartments', access: 'auth', screen: MyApartments, queries: () => [routeQuery(myListingsQuery(1, null))] },
  { path: paths.savedApartments.path, name: 'SavedApartments', access: 'auth', screen: SavedApartments },
  { path: paths.myMessages.path, name: 'MyMessages', access: 'auth', screen: MyMessages },
  { path: paths.myWallet.path, name: 'MyWallet', access: 'auth', screen: MyWallet },
  { path: paths.editProfile.path, name: 'EditProfile', access: 'auth', screen: EditProfile },
  { path: paths.advertisement.path, access: 'auth', redirect: () => paths.createAdvertisement.href() },
  // §2 puts this under the login-required profile, but §4 has a guest fill the form and sign in
  // to publish with the draft kept: so this one route is open; publishing itself asks for a login
  { path: paths.createAdvertisement.path, name: 'CreateAdvertisement', access: 'public', screen: CreateAdvertisement },
  { path: paths.editAdvertisement.path, name: 'EditAdvertisement', access: 'auth', screen: EditAdvertisement },

  // payment return routes (§2): the outcome travels in the `succes` flag
  { path: paths.paymentSuccess.path, access: 'auth', redirect: () => paths.myApartments.href(true) },
  { path: paths.myApartmentsPaymentFail.path, access: 'auth', redirect: () => paths.myApartments.href(false) },
  { path: paths.paymentFail.path, access: 'auth', redirect: () => paths.createAdvertisement.href(false) },
  { path: paths.paymentFailEdit.path, access: 'auth', redirect: ({ id }) => paths.editAdvertisement.href(id ?? '', false) },

  { path: paths.admin.path, access: 'admin', redirect: () => paths.adminUsers.href() },
  { path: paths.adminUsers.path, name: 'AdminUsers', access: 'admin', screen: AdminUsers },
  { path: paths.adminAdvertisements.path, name: 'AdminAdvertisements', access: 'admin', screen: AdminAdvertisements },
  { path: paths.adminSettings.path, name: 'AdminSettings', access: 'admin', settings: true, screen: AdminSettings },
  { path: paths.adminBanners.path, name: 'AdminBanners', access: 'admin', screen: AdminBanners },
  { path: paths.adminFinance.path, access: 'admin', redirect: () => paths.adminTariffs.href() },
  { path: paths.adminTariffs.path, name: 'AdminTariffs', access: 'admin', notForModerators: true, screen: AdminTariffs },
  {
    path: paths.adminDebitsAndDeposits.path,
    name: 'AdminDebitsAndDeposits',
    access: 'admin',
    notForModerators: true,
    screen: AdminDebitsAndDeposits,
  },
  {
    path: paths.adminMoneyTransfer.path,
    name: 'AdminMoneyTransfer',
    access: 'admin',
    notForModerators: true,
    screen: AdminMoneyTransfer,
  },
  { path: paths.adminCreateDistrict.path, name: 'AdminCreateDistrict', access: 'admin', settings: true, screen: AdminCreateDistrict },
  { path: paths.adminEditDistrict.path, name: 'AdminEditDistrict', access: 'admin', settings: true, screen: AdminEditDistrict },
];

// finance is flagged as a whole: its default redirect is closed to moderators too
const financeRedirect = routes.find((route) => route.path === paths.adminFinance.path);
const isModeratorBlocked = (route: ScreenRoute | RedirectRoute) =>
  route === financeRedirect || ('notForModerators' in route && route.notForModerators === true);

function Guarded({ route, children }: { route: ScreenRoute | RedirectRoute; children: ReactNode }) {
  switch (route.access) {
    case 'guest':
      return <GuestOnly>{children}</GuestOnly>;
    case 'auth':
      return <RequireAuth>{children}</RequireAuth>;
    case 'admin':
      return <RequireAdmin notForModerators={isModeratorBlocked(route)}>{children}</RequireAdmin>;
    default:
      return <>{children}</>;
  }
}

function Titled({ name, children }: { name: ScreenName; children: ReactNode }) {
  useEffect(() => {
    document.title = `${ka.screens[name]} · ${ka.app.name}`;
  }, [name]);
  return <>{children}</>;
}

/** The route a full path (with the base) matches, with its parameters; null for the not-found page. */
export function matchScreen(pathname: string): { route: ScreenRoute | RedirectRoute; params: Record<string, string | undefined> } | null {
  if (!pathname.startsWith(`${BASE}/`) && pathname !== BASE) return null;
  let local = pathname.slice(BASE.length) || '/';
  try {
    // as wouter does before it matches
    local = decodeURI(local);
  } catch {
    // a malformed escape is matched as it is
  }
  for (const route of routes) {
    const [matches, params] = matchRoute(parse, route.path, local);
    if (matches) return { route, params };
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
  const allowed = route.access === 'public' || route.access === 'guest' || readToken() !== null;
  if (allowed) for (const query of route.queries?.(params) ?? []) void query(client);
}

export function AppRoutes() {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          {(params: Record<string, string | undefined>) => (
            <Guarded route={route}>
              {'redirect' in route ? (
                <Redirect to={route.redirect(params)} replace />
              ) : (
                <Titled name={route.name}>{route.screen.render()}</Titled>
              )}
            </Guarded>
          )}
        </Route>
      ))}
      <Route>
        <Titled name="NotFound">
          <NotFoundPage />
        </Titled>
      </Route>
    </Switch>
  );
}
