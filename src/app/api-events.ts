// What the API layer cannot handle reaches the app's stores, which src/api does not import.
import { navigate } from 'wouter/use-browser-location';
import { handleApiEvents } from '../api/handlers';
import { absolute } from '../config/paths';
import { appTexts } from '../i18n/catalogues';
import { documentLang, textsFor } from '../i18n/texts';
import { notifications, notify } from '../state/notifications';
import { showServerError } from '../state/server-error';
import { dropToken, endSession } from '../state/session';

/** A 401 ends the session in place, told once (a reload would lose the notice); calls refused together move the visitor once. */
function unauthenticated(href: string, signedIn: boolean): void {
  const lang = documentLang();
  if (signedIn) {
    if (!endSession()) return;
    notify('info', textsFor(appTexts, lang).errors.sessionEnded);
  }
  navigate(absolute(href, lang));
}

// requests that fail together (several uploads) are one failure
function tellFailure(text: string): void {
  if (!notifications.items.some((item) => item.kind === 'error' && item.text === text)) notify('error', text);
}

export function connectApiEvents(): void {
  handleApiEvents({ onTokenRefused: dropToken, onUnauthenticated: unauthenticated, onServerError: showServerError, onFailure: tellFailure });
}
