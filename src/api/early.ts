// The calls a private page's start-up sent before the app's code had loaded (src/boot/boot.ts):
// the client takes each one's answer instead of sending the same call again.
import { handoff, type EarlyCall } from '../boot/handoff';

// a copy: the early script reads them too
const calls = [...(handoff().calls ?? [])];

const sameCall = (call: EarlyCall, request: Request) =>
  call.method === request.method &&
  new URL(call.url, window.location.href).href === request.url &&
  // a token changed meanwhile (a sign-in in another tab) is not answered as the old one
  call.authorization === request.headers.get('Authorization');

/**
 * The client's fetch: a call the page's start-up already sent, with the same token and body,
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
