// What the inline start-up hands on to the app's code: one global, which the app reads through `handoff()`.
import type { EarlyRequest } from '../server/markers';
import type { keepClicks } from './boot';

export interface EarlyCall extends EarlyRequest {
  authorization: string;
  response: Promise<Response>;
}

export interface Handoff {
  /** a private page's first API calls, sent before its code: the client takes their answers (api/early.ts) */
  calls?: EarlyCall[];
  /** stops keeping controls clicked before hydration (a server's button does nothing until then), and hands them over to click again */
  clicks?: ReturnType<typeof keepClicks>;
  /** the first photos those calls name, loaded or failed: the page's code comes after them */
  photos?: Promise<void>;
}

declare global {
  var realtBoot: Handoff | undefined;
}

/** The start-up's hand-off, or an empty one (on the server, in the desktop console). */
export const handoff = (): Handoff => globalThis.realtBoot ?? {};
