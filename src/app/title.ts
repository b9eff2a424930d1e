import type { components } from '../api/schema.gen';
import { ka } from '../i18n/ka';
import type { ScreenName } from './routes';

/** A user as their page names them. */
export const personName = (user: Pick<components['schemas']['PublicUser'], 'name' | 'surname'>): string => `${user.name} ${user.surname}`.trim();

/**
 * A page's title: the tab, the bookmark and the link preview. The server's head and the browser
 * after each navigation both take it from here, so hydration leaves the server's title as it is.
 * A listing's page is named by the listing's title and a user's page by the user's name, once known.
 */
export function pageTitle(name: ScreenName, subject?: string): string {
  if (name === 'MainPage') return ka.app.name;
  const own = (name === 'Announcement' || name === 'PublicUser') && subject ? subject : ka.screens[name];
  return `${own} · ${ka.app.name}`;
}
