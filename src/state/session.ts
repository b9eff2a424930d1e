// The signed-in user. A stored token is checked with the user fetch; only the server refusing it
// ends the session, so a server that cannot be reached for a moment signs nobody out.
import { proxy, useSnapshot } from 'valtio';
import { fetchAuthenticatedUser } from '../api/session-user';
import type { components } from '../api/schema.gen';
import { TOKEN_KEY, clearToken, readToken, writeToken } from '../api/token';

export type User = components['schemas']['User'];

interface Session {
  user: User | null;
  token: string | null;
  /** true once the user fetch for the current token has been attempted */
  loaded: boolean;
  /** the last user fetch got no answer about the token (network failure, 5xx): the token is kept */
  unreachable: boolean;
}

const initialToken = readToken();

export const session = proxy<Session>({
  user: null,
  token: initialToken,
  // with no token there is nothing to fetch
  loaded: initialToken === null,
  unreachable: false,
});

let inFlight: Promise<void> | null = null;

/**
 * Fetches the signed-in user. A refusal (401, or any other 4xx) drops the token; a network
 * failure or a 5xx keeps it and marks the session unreachable until a retry gets through.
 */
export function fetchUser(): Promise<void> {
  if (!session.token) {
    session.loaded = true;
    return Promise.resolve();
  }
  inFlight ??= (async () => {
    const { data, response } = await fetchAuthenticatedUser();
    if (data) {
      session.user = data.result;
      session.unreachable = false;
    } else if (response.status >= 500) {
      // 599 is the errors middleware's stand-in for a request that never reached the server
      session.unreachable = true;
    } else {
      forget();
    }
    session.loaded = true;
    inFlight = null;
  })();
  return inFlight;
}

/**
 * Re-reads the signed-in user after a change the server made (refund, payment, profile), so the
 * header's balance and unread count follow. Unlike fetchUser, a failure keeps the current user:
 * a stale balance is better than signing the user out over a failed re-read.
 */
export async function refreshUser(): Promise<void> {
  if (!session.token) return;
  const { data } = await fetchAuthenticatedUser();
  if (data) setUser(data.result);
}

/** Takes the user the server answered with after a change (e.g. the profile update). */
export function setUser(user: User): void {
  session.user = user;
}

/** Opening a conversation read `count` messages on the server; the header's count follows. */
export function markMessagesRead(count: number): void {
  if (session.user) session.user.unread_messages = Math.max(0, session.user.unread_messages - count);
}

export async function signIn(token: string): Promise<void> {
  writeToken(token);
  session.token = token;
  session.loaded = false;
  await fetchUser();
}

function forget(): void {
  clearToken();
  session.token = null;
  session.user = null;
  session.unreachable = false;
}

const signOutListeners = new Set<() => void>();

/**
 * Runs `listener` on every sign-out (here or in another tab), for what other layers keep of the
 * user, such as listing drafts; state cannot import features, so the app wires them. Returns the
 * unsubscribe function.
 */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

/**
 * A server-rendered page is signed out in its HTML, and hydration must see the same: the stored
 * token is held back until then, and the returned function applies it (the signed-in chrome
 * appears after hydration).
 */
export function holdSession(): () => void {
  const token = session.token;
  if (!token) return () => undefined;
  session.token = null;
  session.loaded = true;
  let resumed = false;
  return () => {
    if (resumed) return;
    resumed = true;
    session.token = token;
    session.loaded = false;
    void fetchUser();
  };
}

export function signOut(): void {
  forget();
  // a half-done registration or reset belongs to the session that started it
  void import('./auth-flow').then((flows) => flows.clearAuthFlows());
  session.loaded = true;
  for (const listener of signOutListeners) listener();
}

if (typeof window !== 'undefined') {
  // a sign-out or sign-in in another tab applies here too
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const token = readToken();
    if (token === session.token) return;
    if (token) void signIn(token);
    else signOut();
  });
  // the connection is back: try the user fetch that could not get through
  window.addEventListener('online', () => {
    if (session.unreachable) void fetchUser();
  });
}

export const useSession = () => useSnapshot(session);
