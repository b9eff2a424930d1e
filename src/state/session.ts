// The session is the stored token; its user is a query (src/api/user.ts).
import { useQuery } from '@tanstack/react-query';
import { proxy } from 'valtio';
import type { components } from '../api/schema.gen';
import { TOKEN_KEY, clearToken, readToken, writeToken } from '../api/token';
import { userQuery } from '../api/user';
import { clientValue } from './client-value';
import { draftsOwned, dropDrafts } from './draft-owner';
import { appTexts } from '../i18n/catalogues';
import type { AppTexts } from '../i18n/app.ka';
import { documentLang, loadedTexts } from '../i18n/texts';
import { notify } from './notifications';

export type User = components['schemas']['User'];

export const session = proxy<{ token: string | null }>({ token: readToken() });

/** False when it lasts only as long as the page (storage blocked). */
export function signIn(token: string): boolean {
  const kept = writeToken(token);
  session.token = token;
  return kept;
}

/** The server refused the stored token: the visitor is a guest (a 5xx or no connection keeps it). */
export function dropToken(): void {
  clearToken();
  session.token = null;
}

const signOutListeners = new Set<() => void>();

/** Whenever the session ends, here or in another tab: what other layers hold in memory of the user goes. */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

const forgetUser = () => {
  for (const listener of signOutListeners) listener();
};

/** The token refused, or ended in another tab: what was typed stays for its next sign-in (draft-owner.ts). Whether a session was open. */
export function endSession(): boolean {
  const had = session.token !== null;
  dropToken();
  if (had) forgetUser();
  return had;
}

// what one account typed is not left for the next (a half-done registration; the drafts, which the
// callers drop first) nor what it read
function leaveAccount(): void {
  void import('./auth-flow').then((flows) => flows.clearAuthFlows());
  forgetUser();
}

export function signOut(): void {
  // the drafts' owner goes before the token: another tab that hears the token go knows it for a sign-out
  dropDrafts();
  dropToken();
  leaveAccount();
}

// in the page's language, once its texts are in (a tab may hear another before they are)
function told(pick: (texts: AppTexts) => string): void {
  const texts = loadedTexts(appTexts, documentLang());
  if (texts) notify('info', pick(texts));
}

if (typeof window !== 'undefined') {
  // another tab's sign-in or sign-out applies here (that tab cleared what was stored)
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const token = readToken();
    if (token === session.token) return;
    // another account signed in there: this one ends here first, the stored token (the new one's) left alone
    if (session.token && token) {
      session.token = null;
      dropDrafts();
      leaveAccount();
    }
    // said, or the page would change under the visitor for no reason they can see; a sign-out there
    // takes what was typed here with it, a session that ended otherwise (a refused token) keeps it
    else if (session.token && endSession()) {
      if (draftsOwned()) told((texts) => texts.errors.sessionEnded);
      else {
        dropDrafts();
        told((texts) => texts.errors.signedOutElsewhere);
      }
    }
    if (token) signIn(token);
  });
}

/** Never on the server (the token is the browser's), nor while its page hydrates. */
export const useSessionKnown = clientValue(session, () => true, false);

const useToken = clientValue(session, (store) => store.token, null);

function useStoredSession() {
  const token = useToken();
  const query = useQuery({ ...userQuery(), enabled: token !== null });
  const user = token === null ? null : (query.data?.result ?? null);
  return { token, user, unreachable: token !== null && user === null && query.isError, retry: query.refetch };
}

type Session = ReturnType<typeof useStoredSession>;

// the server renders every page for a guest, with no store or query observer
const GUEST: Session = { token: null, user: null, unreachable: false, retry: () => Promise.reject(new Error('a server render has no session')) };

/**
 * The user is null without a token, while it is checked, and when it cannot be (`unreachable`:
 * `retry` asks again). A user read stays through a failed re-read.
 */
export const useSession = import.meta.env.SSR ? (): Session => GUEST : useStoredSession;
