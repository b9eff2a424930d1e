// The client takes the answers of the calls the start-up sent (src/boot/) instead of sending them again.
import { handoff, type EarlyCall } from '../boot/handoff';

const calls = handoff().calls ?? [];
// for the first screen's queries, sent as the app starts: one asked for later is asked anew, not
// answered with what the page held since it opened
const KEPT_MS = 10_000;
if (calls.length > 0) setTimeout(() => calls.splice(0), KEPT_MS);

const sameCall = (call: EarlyCall, request: Request) =>
  call.method === request.method &&
  new URL(call.url, window.location.href).href === request.url &&
  // a token changed meanwhile (a sign-in in another tab) is not answered as the old one
  call.authorization === request.headers.get('Authorization');

/** A call the start-up sent, with the same token and body, is answered once (sent again if it failed). */
export async function earlyFetch(request: Request, init?: RequestInit): Promise<Response> {
  if (calls.some((call) => sameCall(call, request))) {
    const body = request.body === null ? null : await request.clone().text();
    const at = calls.findIndex((call) => sameCall(call, request) && call.body === body);
    const [call] = at < 0 ? [] : calls.splice(at, 1);
    if (call) return call.response.catch(() => fetch(request, init));
  }
  return fetch(request, init);
}
