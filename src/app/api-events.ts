// What the API layer cannot handle reaches the app's stores, which src/api does not import: the
// entry (and unit tests of whole flows) connects them.
import { navigate } from 'wouter/use-browser-location';
import { handleApiEvents } from '../api/handlers';
import { absolute } from '../config/paths';
import { appTexts } from '../i18n/catalogues';
import { documentLang, textsFor } from '../i18n/texts';
import { notifications, notify } from '../state/notifications';
import { showServerError } from '../state/server-error';
import { dropToken, endSession } from '../state/session';

/**
 * A 401 ends the session where the visitor is: told once, and the page changes in place (a reload
 * would lose the notice). Calls refused together move the visitor once: a signed-in call answered
 * after the session ended (the screen's others, in flight) changes nothing more.
 */
function unauthenticated(href: string, signedIn: boolean): void {
  const lang = documentLang();
  if (signedIn) {
    if (!endSession()) return;
    notify('info', textsFor(appTexts, lang).errors.sessionEnded);
  }
  navigate(absolute(href, lang));
}

// requests that fail together (a connection lost under several uploads) are one failure: a text
// already on screen is not told again
function tellFailure(text: string): void {
  if (!notifications.items.some((item) => item.kind === 'error' && item.text === text)) notify('error', text);
}

export function connectApiEvents(): void {
  handleApiEvents({ onTokenRefused: dropToken, onUnauthenticated: unauthenticated, onServerError: showServerError, onFailure: tellFailure });
}
