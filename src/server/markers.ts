// The names the server's HTML and the browser's entry share (kept free of Node so both import it).

/** The id of the JSON block holding the server's dehydrated query cache. */
export const STATE_ID = 'realt-state';

/**
 * The id of the JSON block naming the page's catalogues of texts (`{ ids, files }`): the browser
 * loads them before it hydrates, and the page's start-up preloads their files.
 */
export const TEXTS_ID = 'realt-texts';

/** What the texts block holds. */
export interface TextsBlock {
  ids: string[];
  /** the built chunks of those catalogues in the page's language (none under the dev server) */
  files: string[];
}

/** The id of the JSON block that tells the page's start-up (src/boot/) what differs from page to page. */
export const BOOT_ID = 'realt-boot';

/** What the boot block holds: the addresses under the build, or the dev server's. */
export interface BootData {
  /** the entry's imports: preloaded, then run one task each */
  imports: string[];
  /** preloaded beside them: the screen's own modules (and, for a skeleton, the entry) */
  modules: string[];
  /** the app's entry, run last */
  entry: string;
  /** a page the server rendered (not the client shell): its code is asked for after its first paint, and a control clicked before it has hydrated is clicked again after */
  rendered: boolean;
}

/**
 * The id of the JSON block listing a private page's first API calls (`EarlyRequest[]`): with a
 * stored token, the page's start-up (src/boot/) sends them at once, beside the app's code, instead of
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
