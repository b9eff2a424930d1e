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

/** Stores a fresh sign-in's token: the user query follows it. */
export function signIn(token: string): void {
  writeToken(token);
  session.token = token;
}

/**
 * The server refused the stored token (the errors middleware tells it): the visitor is a guest.
 * A 5xx or a network failure keeps the token, so a server that cannot be reached for a moment
 * signs nobody out.
 */
export function dropToken(): void {
  clearToken();
  session.token = null;
}

const signOutListeners = new Set<() => void>();

/**
 * Runs `listener` on every sign-out (here or in another tab), for what other layers keep of the
 * user, such as the query cache and listing drafts; state cannot import features, so the app
 * wires them. Returns the unsubscribe function.
 */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

export function signOut(): void {
  dropToken();
  // a half-done registration or reset belongs to the session that started it
  void import('./auth-flow').then((flows) => flows.clearAuthFlows());
  for (const listener of signOutListeners) listener();
}

if (typeof window !== 'undefined') {
  // a sign-out or sign-in in another tab applies here too; another account's sign-in ends this
  // one first, so nothing of it stays in the cache
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const token = readToken();
    if (token === session.token) return;
    if (session.token) signOut();
    if (token) signIn(token);
  });
}

/**
 * Whether the browser knows the visitor's session: the server never does (the token is in the
 * browser), so it renders a private route's skeleton, and a page it rendered hydrates so.
 */
export const useSessionKnown = clientValue(session, () => true, false);

// none where the server renders (it has no visitor's storage), so none while a page it rendered
// hydrates: React renders the stored one right after
const useToken = clientValue(session, (store) => store.token, null);

function useStoredSession() {
  const token = useToken();
  const query = useQuery({ ...userQuery(), enabled: token !== null });
  const user = token === null ? null : (query.data?.result ?? null);
  return { token, user, unreachable: token !== null && user === null && query.isError, retry: query.refetch };
}

type Session = ReturnType<typeof useStoredSession>;

// the server renders every page for a guest: a store and a query observer for that, in every
// component that asks, would only cost each render time
const GUEST: Session = { token: null, user: null, unreachable: false, retry: () => Promise.reject(new Error('a server render has no session')) };

/**
 * The token and the user it signs in as: null without a token, while it is checked, and when it
 * cannot be (`unreachable`: no connection or a server error; the token is kept and `retry` asks
 * again). A user already read stays through a failed re-read.
 */
export const useSession = import.meta.env.SSR ? (): Session => GUEST : useStoredSession;
