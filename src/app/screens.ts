// The app's screens, each loaded lazily: a route ships only its own code (the main chunk stays
// small). A screen is named by its module under src/features and the component it exports.
import type { ComponentType } from 'react';
import {
  adminTexts,
  authTexts,
  catalogTexts,
  controlsTexts,
  homeTexts,
  layoutTexts,
  listingFormTexts,
  listingTexts,
  listingUiTexts,
  mapTexts,
  marketTexts,
  optionsTexts,
  profileTexts,
  publicUserTexts,
  recentlyViewedTexts,
  savedSearchesTexts,
  tariffOrderTexts,
  validationTexts,
  type Texts,
} from '../i18n/catalogues';
import { documentLang } from '../i18n/lang-context';
import { loadTexts } from '../i18n/texts';
import { lazyPart } from '../ui/load/lazy-part';

// every screen module, each its own chunk (the not-found page is in the main chunk: any address can show it)
const modules = import.meta.glob<Record<string, ComponentType>>(['../features/**/*-page.tsx', '!../features/not-found/**']);

export interface Screen {
  /** the module's path from the project root, as Vite's build manifest names it */
  module: string;
  /** the catalogues of texts it reads besides the app's */
  texts: string[];
  /** fetches the screen's code; its lazy component and the boot prefetch share the one module request */
  load: () => Promise<ComponentType>;
  /**
   * The component to render: once its code is in, the screen itself, which renders at once (the
   * server loads it before it renders and the browser before it hydrates, so both render the
   * same HTML without a fallback in between); before, a lazy one that suspends.
   */
  component: () => ComponentType;
}

/**
 * The screen `name` exported by `src/features/<file>.tsx`, which reads the catalogues of texts
 * `texts` (besides the app's own, which the shell has loaded): they load with its code, in the
 * page's language, so the screen renders at once instead of suspending on each of them in turn.
 * tests/unit/app/screens.test.ts checks the list against what the module imports.
 */
function screen(file: string, name: string, texts: ReadonlyArray<Texts<unknown>>): Screen {
  const importModule = modules[`../features/${file}.tsx`];
  const module = `src/features/${file}.tsx`;
  if (!importModule) throw new Error(`no screen module ${module}`);
  let loaded: ComponentType | undefined;
  const load = () =>
    Promise.all([
      importModule(),
      loadTexts(documentLang(), texts.map((each) => each.id)),
    ]).then(([exports]) => {
      const component = exports[name];
      if (!component) throw new Error(`${module} exports no ${name}`);
      loaded = component;
      return component;
    });
  const Lazy = lazyPart(load);
  return { module, texts: texts.map((each) => each.id), load, component: () => loaded ?? Lazy };
}

// public site
export const Home = screen('home/home-page', 'HomePage', [homeTexts, layoutTexts, listingUiTexts, optionsTexts]);
export const Catalog = screen('catalog/catalog-page', 'CatalogPage', [catalogTexts, listingUiTexts, optionsTexts]);
export const Listing = screen('listing/listing-page', 'ListingPage', [listingTexts, listingUiTexts, optionsTexts]);
export const Market = screen('market/market-page', 'MarketPage', [mapTexts, marketTexts, optionsTexts]);
export const PublicUser = screen('public-user/public-user-page', 'PublicUserPage', [listingUiTexts, optionsTexts, publicUserTexts]);

// sign-in and registration
export const Login = screen('auth/login-page', 'LoginPage', [authTexts, controlsTexts, validationTexts]);
export const AdminLogin = screen('auth/admin-login-page', 'AdminLoginPage', [authTexts, controlsTexts, validationTexts]);
export const Register = screen('auth/register-page', 'RegisterPage', [authTexts, controlsTexts, validationTexts]);
export const ResetPassword = screen('auth/reset-password-page', 'ResetPasswordPage', [authTexts, controlsTexts, validationTexts]);
export const ConfirmationCode = screen('auth/confirmation-code-page', 'ConfirmationCodePage', [authTexts, controlsTexts, validationTexts]);
export const CreatePassword = screen('auth/create-password-page', 'CreatePasswordPage', [authTexts, controlsTexts, validationTexts]);
export const SocialAuth = screen('auth/social-auth-page', 'SocialAuthPage', [authTexts]);

// the listing form
export const CreateAdvertisement = screen('listing-form/create-advertisement-page', 'CreateAdvertisementPage', [controlsTexts, listingFormTexts, mapTexts, optionsTexts, tariffOrderTexts, validationTexts]);
export const EditAdvertisement = screen('listing-form/edit-advertisement-page', 'EditAdvertisementPage', [controlsTexts, listingFormTexts, mapTexts, optionsTexts, tariffOrderTexts, validationTexts]);

// profile
export const MyApartments = screen('profile/my-listings/my-apartments-page', 'MyApartmentsPage', [controlsTexts, listingUiTexts, optionsTexts, profileTexts]);
export const SavedApartments = screen('profile/saved/saved-apartments-page', 'SavedApartmentsPage', [listingUiTexts, optionsTexts, profileTexts]);
export const SavedSearches = screen('profile/saved-searches/saved-searches-page', 'SavedSearchesPage', [controlsTexts, optionsTexts, profileTexts, savedSearchesTexts, validationTexts]);
export const RecentlyViewed = screen('profile/recent/recently-viewed-page', 'RecentlyViewedPage', [listingUiTexts, optionsTexts, profileTexts, recentlyViewedTexts]);
export const MyMessages = screen('profile/messages/my-messages-page', 'MyMessagesPage', [controlsTexts, listingUiTexts, profileTexts]);
export const MyWallet = screen('profile/wallet/my-wallet-page', 'MyWalletPage', [controlsTexts, profileTexts, validationTexts]);
export const EditProfile = screen('profile/edit-profile/edit-profile-page', 'EditProfilePage', [controlsTexts, profileTexts, validationTexts]);

// admin and moderator console
export const AdminUsers = screen('admin/users/users-page', 'UsersPage', [adminTexts, controlsTexts, optionsTexts, validationTexts]);
export const AdminAdvertisements = screen('admin/moderation/advertisements-page', 'AdvertisementsPage', [adminTexts, controlsTexts, optionsTexts]);
export const AdminSettings = screen('admin/settings/settings-page', 'SettingsPage', [adminTexts, optionsTexts]);
export const AdminCreateDistrict = screen('admin/settings/create-district-page', 'CreateDistrictPage', [adminTexts, controlsTexts, optionsTexts, validationTexts]);
export const AdminEditDistrict = screen('admin/settings/edit-district-page', 'EditDistrictPage', [adminTexts, controlsTexts, optionsTexts, validationTexts]);
export const AdminBanners = screen('admin/banners/banners-page', 'BannersPage', [adminTexts, controlsTexts, validationTexts]);
export const AdminTariffs = screen('admin/finance/tariffs-page', 'TariffsPage', [adminTexts, controlsTexts, optionsTexts, validationTexts]);
export const AdminDebitsAndDeposits = screen('admin/finance/debits-and-deposits-page', 'DebitsAndDepositsPage', [adminTexts, controlsTexts, validationTexts]);
export const AdminMoneyTransfer = screen('admin/finance/money-transfer-page', 'MoneyTransferPage', [adminTexts, controlsTexts, validationTexts]);
