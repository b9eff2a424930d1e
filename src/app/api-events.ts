// What the API layer cannot handle reaches the app's stores, which src/api does not import.
import type { QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { handleApiEvents } from '../api/handlers';
import { userQuery } from '../api/user';
import { absolute } from '../config/paths';
import { appTexts } from '../i18n/catalogues';
import { documentLang } from '../i18n/lang-context';
import { textsFor } from '../i18n/texts';
import { notifications, notify } from '../state/notifications';
import { showServerError } from '../state/server-error';
import { dropToken, endSession } from '../state/session';

const sessionEnded = () => notify('info', textsFor(appTexts, documentLang()).errors.sessionEnded);

/** A 401 ends the session in place, told once (a reload would lose the notice); calls refused together move the visitor once. */
function unauthenticated(href: string, signedIn: boolean): void {
  if (signedIn) {
    if (!endSession()) return;
    sessionEnded();
  }
  const target = absolute(href, documentLang());
  // calls refused together: the first moved the visitor; the next would make a second entry, whose
  // return (the page just reached) would be the sign-in itself
  if (window.location.pathname !== new URL(target, window.location.origin).pathname) navigate(target);
}

// requests that fail together (several uploads) are one failure
function tellFailure(text: string): void {
  if (!notifications.items.some((item) => item.kind === 'error' && item.text === text)) notify('error', text);
}

export function connectApiEvents(queryClient: QueryClient): void {
  // a token refused as the page starts leaves a guest; one refused on a re-read ends a session whose
  // user was shown: what it read goes (the next account to sign in here must not see it), told
  const tokenRefused = () => {
    if (queryClient.getQueryData(userQuery().queryKey) === undefined) dropToken();
    else if (endSession()) sessionEnded();
  };
  handleApiEvents({ onTokenRefused: tokenRefused, onUnauthenticated: unauthenticated, onServerError: showServerError, onFailure: tellFailure });
}
