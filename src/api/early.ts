// The calls a private page's first script sent before the app's code had loaded (src/server/page.ts):
// the client takes each one's answer instead of sending the same call again.
import { EARLY_CALLS, type EarlyCall } from '../server/markers';

const isEarlyCall = (value: unknown): value is EarlyCall =>
  typeof value === 'object' &&
  value !== null &&
  ['method', 'url', 'authorization'].every((key) => typeof Reflect.get(value, key) === 'string') &&
  Reflect.get(value, 'response') instanceof Promise;

/** The calls the page's first script sent (none on a page without early calls, or on the server). */
export function startedCalls(): EarlyCall[] {
  if (typeof window === 'undefined') return [];
  const found: unknown = Reflect.get(window, EARLY_CALLS);
  return Array.isArray(found) ? found.filter(isEarlyCall) : [];
}

const calls = startedCalls();

const sameCall = (call: EarlyCall, request: Request) =>
  call.method === request.method &&
  new URL(call.url, window.location.href).href === request.url &&
  // a token changed meanwhile (a sign-in in another tab) is not answered as the old one
  call.authorization === request.headers.get('Authorization');

/**
 * The client's fetch: a call the page's first script already sent, with the same token and body,
 * is answered by that call, once (a later one asks the API again); any other goes out as it is.
 * A first call that failed on the way is sent again.
 */
export async function earlyFetch(request: Request, init?: RequestInit): Promise<Response> {
  if (calls.some((call) => sameCall(call, request))) {
    const body = request.body === null ? null : await request.clone().text();
    const at = calls.findIndex((call) => sameCall(call, request) && call.body === body);
    const [call] = at < 0 ? [] : calls.splice(at, 1);
    if (call) return call.response.catch(() => fetch(request, init));
  }
  return fetch(request, init);
}
