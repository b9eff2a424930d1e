// What the inline start-up hands on to the app's code: one global, which the app reads through `handoff()`.
import type { EarlyRequest } from '../server/markers';
import type { keepClicks } from './boot';

export interface EarlyCall extends EarlyRequest {
  authorization: string;
  response: Promise<Response>;
}

export interface Handoff {
  /** the client takes their answers */
  calls?: EarlyCall[];
  /** for the entry to click again */
  clicks?: ReturnType<typeof keepClicks>;
  /** settled once loaded (or failed): the page's code comes after them */
  photos?: Promise<void>;
}

declare global {
  var realtBoot: Handoff | undefined;
}

/** An empty one on a page without it, or on the server. */
export const handoff = (): Handoff => globalThis.realtBoot ?? {};
