// The names the server's HTML and the browser's entry share (kept free of Node so both import it).

/** The id of the JSON block holding the server's dehydrated query cache. */
export const STATE_ID = 'realt-state';

/**
 * The id of the JSON block naming the page's catalogues of texts (`{ ids, files }`): the browser
 * loads them before it hydrates, and the page's first script preloads their files.
 */
export const TEXTS_ID = 'realt-texts';

/** What the texts block holds. */
export interface TextsBlock {
  ids: string[];
  /** the built chunks of those catalogues in the page's language (none under the dev server) */
  files: string[];
}

/**
 * Where the page's first script keeps the controls a visitor clicked before the app hydrated (a
 * server-rendered button does nothing until then); the browser's entry clicks them again after.
 */
export const EARLY_CLICKS = 'realtEarlyClicks';

/** The controls whose early clicks are kept: links and submit buttons work without the app. */
export const EARLY_CLICK_TARGETS = 'button[type=button],[role=button],[role=combobox]';

export interface EarlyClicks {
  targets: Element[];
  stop: () => void;
}

/**
 * The id of the JSON block listing a private page's first API calls (`EarlyRequest[]`): with a
 * stored token, the page's first script sends them at once, beside the app's code, instead of
 * once that code has loaded and run.
 */
export const EARLY_ID = 'realt-early';

/** One call as the browser's client sends it, without the token (the server never has it). */
export interface EarlyRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

/** Where the first script keeps those calls, answered or on their way, for the client to take (src/api/early.ts). */
export const EARLY_CALLS = 'realtEarlyCalls';

export interface EarlyCall extends EarlyRequest {
  /** the Authorization header it was sent with */
  authorization: string;
  response: Promise<Response>;
}

/**
 * The event the early script (src/entry-early.ts) fires on the window once the first photos its
 * calls name have loaded (or failed, or there are none), or that the first script fires when the
 * early script cannot load: a page with early calls asks for its code after it, as a public page
 * asks for its code after its own images.
 */
export const EARLY_PHOTOS_EVENT = 'realt-early-photos';

/** Where the first script keeps the promise of that event, listened for before the early script can fire it. */
export const EARLY_PHOTOS = 'realtEarlyPhotos';
