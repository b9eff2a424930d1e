// Every catalogue of interface texts, by id, and the types a catalogue is written against (`Widen`,
// `Texts`): `useTexts(catalogTexts)` gives the catalogue in the page's language. Each language of
// each catalogue is a chunk of its own, loaded by its import() in chunks.ts, which the page loads
// only when it needs a catalogue its server did not name.
import { defineTexts } from './texts';
import type { AdminTexts } from './admin.ka';
import type { AppTexts } from './app.ka';
import type { AuthTexts } from './auth.ka';
import type { CatalogTexts } from './catalog.ka';
import type { ControlsTexts } from './controls.ka';
import type { HeadTexts } from './head.ka';
import type { HomeTexts } from './home.ka';
import type { LayoutTexts } from './layout.ka';
import type { ListingFormTexts } from './listing-form.ka';
import type { ListingUiTexts } from './listing-ui.ka';
import type { ListingTexts } from './listing.ka';
import type { MapTexts } from './map.ka';
import type { MarketTexts } from './market.ka';
import type { OptionsTexts } from './options.ka';
import type { ProfileTexts } from './profile.ka';
import type { PublicUserTexts } from './public-user.ka';
import type { RecentlyViewedTexts } from './recently-viewed.ka';
import type { RefusalsTexts } from './refusals.ka';
import type { SavedSearchesTexts } from './saved-searches.ka';
import type { TariffOrderTexts } from './tariff-order.ka';
import type { ValidationTexts } from './validation.ka';

/** Another language's catalogue for a Georgian one: the same keys, any wording (a missing text fails tsc). */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : { readonly [K in keyof T]: Widen<T[K]> };

/** A catalogue by id (`catalog` for `src/i18n/catalog.<lang>.ts`), typed by its contents. */
export interface Texts<T> {
  readonly id: string;
  /** the catalogue's type only; never set */
  readonly type?: T;
}

export const adminTexts = defineTexts<AdminTexts>('admin');
export const appTexts = defineTexts<AppTexts>('app');
export const authTexts = defineTexts<AuthTexts>('auth');
export const catalogTexts = defineTexts<CatalogTexts>('catalog');
export const controlsTexts = defineTexts<ControlsTexts>('controls');
export const headTexts = defineTexts<HeadTexts>('head');
export const homeTexts = defineTexts<HomeTexts>('home');
export const layoutTexts = defineTexts<LayoutTexts>('layout');
export const listingFormTexts = defineTexts<ListingFormTexts>('listing-form');
export const listingUiTexts = defineTexts<ListingUiTexts>('listing-ui');
export const listingTexts = defineTexts<ListingTexts>('listing');
export const mapTexts = defineTexts<MapTexts>('map');
export const marketTexts = defineTexts<MarketTexts>('market');
export const optionsTexts = defineTexts<OptionsTexts>('options');
export const profileTexts = defineTexts<ProfileTexts>('profile');
export const publicUserTexts = defineTexts<PublicUserTexts>('public-user');
export const recentlyViewedTexts = defineTexts<RecentlyViewedTexts>('recently-viewed');
export const refusalsTexts = defineTexts<RefusalsTexts>('refusals');
export const savedSearchesTexts = defineTexts<SavedSearchesTexts>('saved-searches');
export const tariffOrderTexts = defineTexts<TariffOrderTexts>('tariff-order');
export const validationTexts = defineTexts<ValidationTexts>('validation');
