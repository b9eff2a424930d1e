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
