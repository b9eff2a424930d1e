import type { Middleware } from 'openapi-fetch';
import { paths, requiresAuth, signInReturning } from '../../config/paths';
import { appTexts, refusalsTexts } from '../../i18n/catalogues';
import { documentLang } from '../../i18n/lang-context';
import { loadTexts, textsFor } from '../../i18n/texts';
import { apiEvents } from '../handlers';

const SESSION_PATH = '/api/get-authenticated-user';

/** The status of the stand-in response for a request that never reached the server. */
export const NETWORK_ERROR = 599;

/**
 * What no screen can handle itself (§8): a 401 ends the session, a 5xx opens the server-error
 * modal, a network failure is announced. Every other refusal is the caller's (src/api/refusal.ts).
 */
export const errorsMiddleware: Middleware = {
  onResponse({ request, response, schemaPath }) {
    // a server render only reads: the visitor is told in the browser, which asks again
    if (typeof window === 'undefined') return;
    if (schemaPath === SESSION_PATH && response.status >= 400 && response.status < 500) {
      // a refused token is dropped and the visitor stays where they are, a guest (§4); a 5xx or a
      // network failure keeps it: only the server refusing it ends the session
      apiEvents.onTokenRefused();
      return;
    }
    if (response.status === 401) {
      // a page that needs a login goes home; a guest's action elsewhere goes to sign-in, and back (§6, §8)
      const { pathname, search } = window.location;
      apiEvents.onUnauthenticated(requiresAuth(pathname) ? paths.mainPage.href() : signInReturning(pathname, search), request.headers.has('Authorization'));
      return;
    }
    if (response.status >= 500 && response.status !== NETWORK_ERROR) apiEvents.onServerError();
    // the app words a refusal itself (src/api/refusal.ts): its words, a chunk of their own that no
    // page loads first, come before the answer reaches its caller
    if (response.status >= 400 && response.status < 500) return loadTexts(documentLang(), [refusalsTexts.id]).then(() => undefined, () => undefined);
  },
  // a failed fetch becomes an error result like any other, so callers branch on { data, error } only;
  // a request the query cache cancelled (its screen was left) is no failure to announce
  async onError({ request }) {
    if (request.signal.aborted || typeof window === 'undefined') return;
    // a failure at boot may come before the shell's texts have arrived
    const lang = documentLang();
    await loadTexts(lang, [appTexts.id]).catch(() => undefined);
    apiEvents.onFailure(textsFor(appTexts, lang).errors.network);
    return new Response(JSON.stringify({ message: 'Network Error' }), {
      status: NETWORK_ERROR,
      headers: { 'Content-Type': 'application/json' },
    });
  },
};
