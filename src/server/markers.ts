// The names the server's HTML and the browser's entry share (kept free of Node so both import it).

/** The id of the JSON block holding the hand-over (api/handover.ts). */
export const STATE_ID = 'realt-state';

/** The id of the JSON block naming the page's catalogues of texts: preloaded, and loaded before hydration. */
export const TEXTS_ID = 'realt-texts';

/** What the texts block holds. */
export interface TextsBlock {
  ids: string[];
  /** the built chunks of those catalogues in the page's language (none under the dev server) */
  files: string[];
}

/** The id of the JSON block telling the start-up (src/boot/) what differs between pages. */
export const BOOT_ID = 'realt-boot';

/** What the boot block holds: the addresses under the build, or the dev server's. */
export interface BootData {
  /** the entry's imports: preloaded, then run one task each */
  imports: string[];
  /** preloaded beside them: the screen's own modules (and the entry, except on a page the server rendered with its data) */
  modules: string[];
  /** the app's entry, run last */
  entry: string;
  /** a page the server rendered (not the client shell; it may still not hydrate): its code comes after its first paint, and early clicks are kept */
  rendered: boolean;
}

/** The id of the JSON block of a private page's first API calls, which its start-up sends with a stored token. */
export const EARLY_ID = 'realt-early';

/** One call as the browser's client sends it, without the token (the server never has it). */
export interface EarlyRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
  /** a call of a screen whose query names what it asks for, taken down at its bare address: sent there alone */
  bareAddress?: true;
}
