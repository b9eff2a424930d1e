// The names the server's HTML and the browser's entry share (kept free of Node so both import it).

/** The page's state (api/page-state.ts). */
export const STATE_ID = 'realt-state';

/** The page's catalogues of texts: preloaded, and loaded before hydration. */
export const TEXTS_ID = 'realt-texts';

export interface TextsBlock {
  ids: string[];
  /** their built chunks in the page's language (none under the dev server) */
  files: string[];
}

/** What differs between pages, for the start-up (src/boot/). */
export const BOOT_ID = 'realt-boot';

export interface BootData {
  /** the entry's imports: preloaded, then run one task each */
  imports: string[];
  /** preloaded beside them: the screen's (and the entry, except on a page rendered with its data) */
  modules: string[];
  entry: string;
  /** not the client shell (it may still not hydrate): its code comes after its first paint, and early clicks are kept */
  rendered: boolean;
}

/** A private page's first API calls, which its start-up sends with a stored token. */
export const EARLY_ID = 'realt-early';

/** One call as the browser's client sends it, without the token (the server never has it). */
export interface EarlyRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
  /** the query parameters its route's queries read: taken down without them, it is sent only where the address names none */
  reads?: readonly string[];
}
