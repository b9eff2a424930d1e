// What the inline start-up hands on to the app's code: one global, which the app reads through `handoff()`.
import type { EarlyRequest } from '../server/markers';
import type { keepClicks } from './boot';

/** An early call as the start-up sent it. */
export interface EarlyCall extends EarlyRequest {
  /** the Authorization header it was sent with */
  authorization: string;
  response: Promise<Response>;
}

export interface Handoff {
  /** a private page's first API calls, sent with the stored token: the client takes their answers */
  calls?: EarlyCall[];
  /** the controls clicked before the app hydrated (a server-rendered button does nothing until then), for the entry to click again */
  clicks?: ReturnType<typeof keepClicks>;
  /** the first photos those calls name, loaded (or failed, or none): the page's code comes after them */
  photos?: Promise<void>;
}

declare global {
  var realtBoot: Handoff | undefined;
}

/** The start-up's hand-off: an empty one on a page without it, or on the server. */
export const handoff = (): Handoff => globalThis.realtBoot ?? {};
