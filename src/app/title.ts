import type { AdType } from '../domain/catalog-filters';
import type { PropertyKind } from '../domain/options';
import type { AppTexts } from '../i18n/app.ka';
import type { MarketTexts } from '../i18n/market.ka';
import type { ScreenName } from './route-types';

/** The screens a title names by what they show (`subject`), not by the screen's name. */
const NAMED_BY_SUBJECT: ReadonlySet<ScreenName> = new Set(['Announcement', 'PublicUser', 'CatalogSell', 'CatalogRent', 'MarketSell', 'MarketRent']);

/** A market page of one kind is named by its heading ('Prices by district: flats for sale'). */
export const marketSubject = (t: MarketTexts, adType: AdType, kind: PropertyKind | null): string | undefined => (kind === null ? undefined : t.heading[adType](kind));

/**
 * A page's title: the tab, the bookmark, the link preview and a search result's headline. The
 * server's head and the browser after each navigation both take it from here, so hydration leaves
 * the server's title as it is. The main page says what the site is; a listing's page is named by
 * its facts (listing-summary.ts), a catalogue by its search (catalogue-summary.ts), a market page
 * of one kind by its heading and a user's page by the user's name, once known; any other page by its screen.
 */
export function pageTitle(t: AppTexts, name: ScreenName, subject?: string): string {
  if (name === 'MainPage') return t.app.homeTitle;
  const own = NAMED_BY_SUBJECT.has(name) && subject ? subject : t.screens[name];
  return `${own} · ${t.app.name}`;
}
