// What the API layer tells the app: the app's start-up (src/entry-client.tsx) registers the
// handlers, so src/api knows no store. Until then (a server render, a unit test) nothing is told.
export interface ApiHandlers {
  /** the user fetch refused the stored token (§4): the visitor is a guest from now on */
  onTokenRefused: () => void;
  /**
   * any other call was answered 401 (§8): the visitor goes to `href` (below the base and language);
   * `signedIn`: the call carried a token, so the session has ended
   */
  onUnauthenticated: (href: string, signedIn: boolean) => void;
  /** a 5xx answer: the server-error dialog of §8 */
  onServerError: () => void;
  /** a failure no screen tells itself (a network failure, a refused write): its text */
  onFailure: (text: string) => void;
}

const handlers: ApiHandlers = {
  onTokenRefused: () => undefined,
  onUnauthenticated: () => undefined,
  onServerError: () => undefined,
  onFailure: () => undefined,
};

/** Registers the app's handlers (each replaces the one before). */
export function handleApiEvents(given: Partial<ApiHandlers>): void {
  Object.assign(handlers, given);
}

/** The registered handlers, for the middleware and the query cache. */
export const apiEvents: Readonly<ApiHandlers> = handlers;
