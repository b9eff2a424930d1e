// What the API layer cannot handle reaches the app's stores, which src/api does not import: the
// entry (and unit tests of whole flows) connects them.
import { navigate } from 'wouter/use-browser-location';
import { handleApiEvents } from '../api/handlers';
import { absolute } from '../config/paths';
import { appTexts } from '../i18n/catalogues';
import { documentLang, textsFor } from '../i18n/texts';
import { notify } from '../state/notifications';
import { showServerError } from '../state/server-error';
import { dropToken, endSession } from '../state/session';

/** A 401 ends the session where the visitor is: told once, and the page changes in place (a reload would lose the notice). */
function sessionEnded(href: string): void {
  const lang = documentLang();
  if (endSession()) notify('info', textsFor(appTexts, lang).errors.sessionEnded);
  navigate(absolute(href, lang));
}

export function connectApiEvents(): void {
  handleApiEvents({ onTokenRefused: dropToken, onUnauthenticated: sessionEnded, onServerError: showServerError, onFailure: (text) => notify('error', text) });
}
