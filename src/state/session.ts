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

/** The server refused the stored token: the visitor is a guest (a 5xx or no connection keeps it). */
export function dropToken(): void {
  clearToken();
  session.token = null;
}

const signOutListeners = new Set<() => void>();

/** Runs `listener` on every sign-out, here or in another tab: the app wires what other layers keep of the user. */
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
  // another tab's sign-out or sign-in applies here; another account's ends this one first
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const token = readToken();
    if (token === session.token) return;
    if (session.token) signOut();
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
