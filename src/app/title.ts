import type { components } from '../api/schema.gen';
import type { AppTexts } from '../i18n/app.ka';
import type { ScreenName } from './routes';

/** A user as their page names them. */
export const personName = (user: Pick<components['schemas']['PublicUser'], 'name' | 'surname'>): string => `${user.name} ${user.surname}`.trim();

/**
 * A page's title: the tab, the bookmark and the link preview. The server's head and the browser
 * after each navigation both take it from here, so hydration leaves the server's title as it is.
 * A listing's page is named by the listing's title and a user's page by the user's name, once known.
 */
export function pageTitle(t: AppTexts, name: ScreenName, subject?: string): string {
  if (name === 'MainPage') return t.app.name;
  const own = (name === 'Announcement' || name === 'PublicUser') && subject ? subject : t.screens[name];
  return `${own} · ${t.app.name}`;
}
