import { ka } from '../i18n/ka';
import type { ScreenName } from './routes';

/**
 * A page's title: the tab, the bookmark and the link preview. The server's head and the browser
 * after each navigation both take it from here, so hydration leaves the server's title as it is.
 */
export function pageTitle(name: ScreenName, listingTitle?: string): string {
  if (name === 'MainPage') return ka.app.name;
  return `${name === 'Announcement' && listingTitle ? listingTitle : ka.screens[name]} · ${ka.app.name}`;
}
