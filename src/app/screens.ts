// The app's screens, each loaded lazily: a route ships only its own code (the main chunk stays
// small). A screen is named by its module under src/features and the component it exports.
import { lazy, type ComponentType } from 'react';

// every screen module, each its own chunk (the not-found page is in the main chunk: any address can show it)
const modules = import.meta.glob<Record<string, ComponentType>>(['../features/**/*-page.tsx', '!../features/not-found/**']);

export interface Screen {
  /** the module's path from the project root, as Vite's build manifest names it */
  module: string;
  /** fetches the screen's code; React.lazy and the boot prefetch share the one module request */
  load: () => Promise<ComponentType>;
  /**
   * The component to render: once its code is in, the screen itself, which renders at once (the
   * server loads it before it renders and the browser before it hydrates, so both render the
   * same HTML without a fallback in between); before, a lazy one that suspends.
   */
  component: () => ComponentType;
}

/** The screen `name` exported by `src/features/<file>.tsx`. */
function screen(file: string, name: string): Screen {
  const importModule = modules[`../features/${file}.tsx`];
  const module = `src/features/${file}.tsx`;
  if (!importModule) throw new Error(`no screen module ${module}`);
  let loaded: ComponentType | undefined;
  const load = () =>
    importModule().then((exports) => {
      const component = exports[name];
      if (!component) throw new Error(`${module} exports no ${name}`);
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return { module, load, component: () => loaded ?? Lazy };
}

// public site
export const Home = screen('home/home-page', 'HomePage');
export const Catalog = screen('catalog/catalog-page', 'CatalogPage');
export const Listing = screen('listing/listing-page', 'ListingPage');
export const PublicUser = screen('public-user/public-user-page', 'PublicUserPage');

// sign-in and registration
export const Login = screen('auth/login-page', 'LoginPage');
export const AdminLogin = screen('auth/admin-login-page', 'AdminLoginPage');
export const Register = screen('auth/register-page', 'RegisterPage');
export const ResetPassword = screen('auth/reset-password-page', 'ResetPasswordPage');
export const ConfirmationCode = screen('auth/confirmation-code-page', 'ConfirmationCodePage');
export const CreatePassword = screen('auth/create-password-page', 'CreatePasswordPage');
export const SocialAuth = screen('auth/social-auth-page', 'SocialAuthPage');

// the listing form
export const CreateAdvertisement = screen('listing-form/create-advertisement-page', 'CreateAdvertisementPage');
export const EditAdvertisement = screen('listing-form/edit-advertisement-page', 'EditAdvertisementPage');

// profile
export const MyApartments = screen('profile/my-listings/my-apartments-page', 'MyApartmentsPage');
export const SavedApartments = screen('profile/saved/saved-apartments-page', 'SavedApartmentsPage');
export const SavedSearches = screen('profile/saved-searches/saved-searches-page', 'SavedSearchesPage');
export const RecentlyViewed = screen('profile/recent/recently-viewed-page', 'RecentlyViewedPage');
export const MyMessages = screen('profile/messages/my-messages-page', 'MyMessagesPage');
export const MyWallet = screen('profile/wallet/my-wallet-page', 'MyWalletPage');
export const EditProfile = screen('profile/edit-profile/edit-profile-page', 'EditProfilePage');

// admin and moderator console
export const AdminUsers = screen('admin/users/users-page', 'UsersPage');
export const AdminAdvertisements = screen('admin/moderation/advertisements-page', 'AdvertisementsPage');
export const AdminSettings = screen('admin/settings/settings-page', 'SettingsPage');
export const AdminCreateDistrict = screen('admin/settings/create-district-page', 'CreateDistrictPage');
export const AdminEditDistrict = screen('admin/settings/edit-district-page', 'EditDistrictPage');
export const AdminBanners = screen('admin/banners/banners-page', 'BannersPage');
export const AdminTariffs = screen('admin/finance/tariffs-page', 'TariffsPage');
export const AdminDebitsAndDeposits = screen('admin/finance/debits-and-deposits-page', 'DebitsAndDepositsPage');
export const AdminMoneyTransfer = screen('admin/finance/money-transfer-page', 'MoneyTransferPage');
