// The session: the stored token. The user it signs in as is a query (src/api/user.ts), read
// through useSession while there is a token.
import { useQuery } from '@tanstack/react-query';
import { proxy } from 'valtio';
import type { components } from '../api/schema.gen';
import { TOKEN_KEY, clearToken, readToken, writeToken } from '../api/token';
import { userQuery } from '../api/user';
import { clientValue } from './client-value';

export type User = components['schemas']['User'];

export const session = proxy<{ token: string | null }>({ token: readToken() });

/** Stores a fresh sign-in's token (the user query follows it); false when it lasts only as long as the page (storage blocked). */
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

/** Runs `listener` whenever the session ends, here or in another tab: the app wires what other layers hold in memory of the user. */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

const forgetUser = () => {
  for (const listener of signOutListeners) listener();
};

/**
 * The server refused the session's token, or another tab ended it: it is forgotten here with what
 * memory holds of the user, and what was typed stays for its next sign-in (draft-owner.ts). Whether there was one.
 */
export function endSession(): boolean {
  const had = session.token !== null;
  dropToken();
  if (had) forgetUser();
  return had;
}

export function signOut(): void {
  dropToken();
  // what one account typed is not left for the next to sign in on this device: a half-done
  // registration or reset, the listing drafts, messages and reasons not sent
  void import('./auth-flow').then((flows) => flows.clearAuthFlows());
  void import('./listing-drafts').then((drafts) => drafts.clearDrafts());
  void import('./typed-drafts').then((drafts) => drafts.clearTypedDrafts());
  forgetUser();
}

if (typeof window !== 'undefined') {
  // another tab's sign-in applies here, and its sign-out, or its token refused: then the tab that
  // signed out has cleared what was stored, and what this one is typing stays for the next sign-in
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const token = readToken();
    if (token === session.token) return;
    // another account signed in there: this one ends here first
    if (session.token && token) signOut();
    else if (session.token) endSession();
    if (token) signIn(token);
  });
}

/** Whether the visitor's session is known: never on the server (the token is the browser's), nor while its page hydrates. */
export const useSessionKnown = clientValue(session, () => true, false);

// none on the server, so none while its page hydrates: React renders the stored one right after
const useToken = clientValue(session, (store) => store.token, null);

function useStoredSession() {
  const token = useToken();
  const query = useQuery({ ...userQuery(), enabled: token !== null });
  const user = token === null ? null : (query.data?.result ?? null);
  return { token, user, unreachable: token !== null && user === null && query.isError, retry: query.refetch };
}

type Session = ReturnType<typeof useStoredSession>;

// the server renders every page for a guest: no store or query observer in each component that asks
const GUEST: Session = { token: null, user: null, unreachable: false, retry: () => Promise.reject(new Error('a server render has no session')) };

/**
 * The token and its user: null without a token, while it is checked, and when it cannot be
 * (`unreachable`: the token is kept and `retry` asks again). A user read stays through a failed re-read.
 */
export const useSession = import.meta.env.SSR ? (): Session => GUEST : useStoredSession;
