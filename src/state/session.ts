// The session is the stored token; its user is a query (src/api/user.ts).
import { useQuery } from '@tanstack/react-query';
import { proxy } from 'valtio';
import type { components } from '../api/schema.gen';
import { clearToken, readToken, writeToken } from '../api/token';
import { userQuery } from '../api/user';
import { clientValue } from './client-value';
import { dropDrafts } from './draft-owner';

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

const forgetUser = () => signOutListeners.forEach((listener) => listener());

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

/** Another account signed in in another tab: this one ends here first, the stored token (the new one's) never removed. */
export function switchAccount(token: string): void {
  session.token = null;
  dropDrafts();
  leaveAccount();
  signIn(token);
}

export function signOut(): void {
  // the drafts' owner goes before the token: another tab that hears the token go knows it for a sign-out
  dropDrafts();
  dropToken();
  leaveAccount();
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
