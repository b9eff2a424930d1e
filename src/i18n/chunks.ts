// The chunk of every catalogue in each language, by its import(): a module of its own, so a page
// whose server named the files of the texts it reads (entry-client) hydrates without this map of
// every chunk, and loads it when the browser is idle or a screen needs more.
import * as catalogues from './catalogues';
import type { Lang } from './lang';
import type { Texts } from './catalogues';

type Catalogues = typeof catalogues;
type TextsOf<H> = H extends Texts<infer T> ? T : never;

// each language's module typed by the catalogue's (Georgian) type
const chunks: { readonly [K in keyof Catalogues]: Record<Lang, () => Promise<{ default: TextsOf<Catalogues[K]> }>> } = {
  adminTexts: { ka: () => import('./admin.ka'), en: () => import('./admin.en'), ru: () => import('./admin.ru') },
  appTexts: { ka: () => import('./app.ka'), en: () => import('./app.en'), ru: () => import('./app.ru') },
  authTexts: { ka: () => import('./auth.ka'), en: () => import('./auth.en'), ru: () => import('./auth.ru') },
  catalogTexts: { ka: () => import('./catalog.ka'), en: () => import('./catalog.en'), ru: () => import('./catalog.ru') },
  controlsTexts: { ka: () => import('./controls.ka'), en: () => import('./controls.en'), ru: () => import('./controls.ru') },
  headTexts: { ka: () => import('./head.ka'), en: () => import('./head.en'), ru: () => import('./head.ru') },
  homeTexts: { ka: () => import('./home.ka'), en: () => import('./home.en'), ru: () => import('./home.ru') },
  layoutTexts: { ka: () => import('./layout.ka'), en: () => import('./layout.en'), ru: () => import('./layout.ru') },
  listingFormTexts: { ka: () => import('./listing-form.ka'), en: () => import('./listing-form.en'), ru: () => import('./listing-form.ru') },
  listingUiTexts: { ka: () => import('./listing-ui.ka'), en: () => import('./listing-ui.en'), ru: () => import('./listing-ui.ru') },
  listingTexts: { ka: () => import('./listing.ka'), en: () => import('./listing.en'), ru: () => import('./listing.ru') },
  mapTexts: { ka: () => import('./map.ka'), en: () => import('./map.en'), ru: () => import('./map.ru') },
  marketTexts: { ka: () => import('./market.ka'), en: () => import('./market.en'), ru: () => import('./market.ru') },
  optionsTexts: { ka: () => import('./options.ka'), en: () => import('./options.en'), ru: () => import('./options.ru') },
  profileTexts: { ka: () => import('./profile.ka'), en: () => import('./profile.en'), ru: () => import('./profile.ru') },
  publicUserTexts: { ka: () => import('./public-user.ka'), en: () => import('./public-user.en'), ru: () => import('./public-user.ru') },
  recentlyViewedTexts: { ka: () => import('./recently-viewed.ka'), en: () => import('./recently-viewed.en'), ru: () => import('./recently-viewed.ru') },
  refusalsTexts: { ka: () => import('./refusals.ka'), en: () => import('./refusals.en'), ru: () => import('./refusals.ru') },
  savedSearchesTexts: { ka: () => import('./saved-searches.ka'), en: () => import('./saved-searches.en'), ru: () => import('./saved-searches.ru') },
  tariffOrderTexts: { ka: () => import('./tariff-order.ka'), en: () => import('./tariff-order.en'), ru: () => import('./tariff-order.ru') },
  validationTexts: { ka: () => import('./validation.ka'), en: () => import('./validation.en'), ru: () => import('./validation.ru') },
};

/** The import() of each language's chunk, by catalogue id. */
export const chunksById: ReadonlyMap<string, Record<Lang, () => Promise<{ default: unknown }>>> = new Map(
  // Object.keys of an object literal typed by its keys
  (Object.keys(chunks) as Array<keyof Catalogues>).map((name) => [catalogues[name].id, chunks[name]]),
);
