// The one route table of §2. Each entry: a path from config/paths, who may enter, and the screen.
import { useEffect, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../config/paths';
import { ka } from '../i18n/ka';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PendingScreen } from '../ui/pending/PendingScreen';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';

type Access = 'public' | 'guest' | 'auth' | 'admin';
type ScreenName = keyof typeof ka.screens;

interface ScreenRoute {
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
  screen: () => ReactNode;
}

interface RedirectRoute {
  path: string;
  access: Access;
  redirect: (params: Record<string, string | undefined>) => string;
}

const pending = (name: ScreenName) => () => <PendingScreen name={name} />;

export const routes: Array<ScreenRoute | RedirectRoute> = [
  { path: paths.mainPage.path, name: 'MainPage', access: 'public', screen: pending('MainPage') },
  { path: paths.catalogSell.path, name: 'CatalogSell', access: 'public', screen: pending('CatalogSell') },
  { path: paths.catalogRent.path, name: 'CatalogRent', access: 'public', screen: pending('CatalogRent') },
  { path: paths.announcement.path, name: 'Announcement', access: 'public', screen: pending('Announcement') },
  { path: paths.publicUser.path, name: 'PublicUser', access: 'public', screen: pending('PublicUser') },

  { path: paths.auth.path, access: 'public', redirect: () => paths.login.href() },
  { path: paths.login.path, name: 'AppLogin', access: 'guest', screen: pending('AppLogin') },
  { path: paths.register.path, name: 'Register', access: 'guest', screen: pending('Register') },
  { path: paths.resetPassword.path, name: 'ResetPassword', access: 'public', screen: pending('ResetPassword') },
  { path: paths.confirmationCode.path, name: 'ConfirmationCode', access: 'public', screen: pending('ConfirmationCode') },
  { path: paths.createPassword.path, name: 'CreatePassword', access: 'public', screen: pending('CreatePassword') },
  { path: paths.socialAuth.path, name: 'SocialAuth', access: 'public', screen: pending('SocialAuth') },

  { path: paths.profile.path, access: 'auth', redirect: () => paths.myApartments.href() },
  { path: paths.apartments.path, access: 'auth', redirect: () => paths.myApartments.href() },
  { path: paths.myApartments.path, name: 'MyApartments', access: 'auth', screen: pending('MyApartments') },
  { path: paths.savedApartments.path, name: 'SavedApartments', access: 'auth', screen: pending('SavedApartments') },
  { path: paths.myMessages.path, name: 'MyMessages', access: 'auth', screen: pending('MyMessages') },
  { path: paths.myWallet.path, name: 'MyWallet', access: 'auth', screen: pending('MyWallet') },
  { path: paths.editProfile.path, name: 'EditProfile', access: 'auth', screen: pending('EditProfile') },
  { path: paths.advertisement.path, access: 'auth', redirect: () => paths.createAdvertisement.href() },
  { path: paths.createAdvertisement.path, name: 'CreateAdvertisement', access: 'auth', screen: pending('CreateAdvertisement') },
  { path: paths.editAdvertisement.path, name: 'EditAdvertisement', access: 'auth', screen: pending('EditAdvertisement') },

  // payment return routes (§2): the outcome travels in the `succes` flag
  { path: paths.paymentSuccess.path, access: 'auth', redirect: () => paths.myApartments.href(true) },
  { path: paths.myApartmentsPaymentFail.path, access: 'auth', redirect: () => paths.myApartments.href(false) },
  { path: paths.paymentFail.path, access: 'auth', redirect: () => paths.createAdvertisement.href(false) },
  { path: paths.paymentFailEdit.path, access: 'auth', redirect: ({ id }) => paths.editAdvertisement.href(id ?? '', false) },

  { path: paths.admin.path, access: 'admin', redirect: () => paths.adminUsers.href() },
  { path: paths.adminUsers.path, name: 'AdminUsers', access: 'admin', screen: pending('AdminUsers') },
  { path: paths.adminAdvertisements.path, name: 'AdminAdvertisements', access: 'admin', screen: pending('AdminAdvertisements') },
  { path: paths.adminSettings.path, name: 'AdminSettings', access: 'admin', settings: true, screen: pending('AdminSettings') },
  { path: paths.adminBanners.path, name: 'AdminBanners', access: 'admin', screen: pending('AdminBanners') },
  { path: paths.adminFinance.path, access: 'admin', redirect: () => paths.adminTariffs.href() },
  { path: paths.adminTariffs.path, name: 'AdminTariffs', access: 'admin', notForModerators: true, screen: pending('AdminTariffs') },
  {
    path: paths.adminDebitsAndDeposits.path,
    name: 'AdminDebitsAndDeposits',
    access: 'admin',
    notForModerators: true,
    screen: pending('AdminDebitsAndDeposits'),
  },
  {
    path: paths.adminMoneyTransfer.path,
    name: 'AdminMoneyTransfer',
    access: 'admin',
    notForModerators: true,
    screen: pending('AdminMoneyTransfer'),
  },
  { path: paths.adminCreateDistrict.path, name: 'AdminCreateDistrict', access: 'admin', settings: true, screen: pending('AdminCreateDistrict') },
  { path: paths.adminEditDistrict.path, name: 'AdminEditDistrict', access: 'admin', settings: true, screen: pending('AdminEditDistrict') },
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
                <Titled name={route.name}>{route.screen()}</Titled>
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
