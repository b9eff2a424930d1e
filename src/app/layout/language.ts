// Changing the page's language: the same screen, query and scroll position at the address of the
// other language, the choice remembered in a cookie the server reads (private pages' shells then
// arrive in it). The catalogues the page has loaded are fetched in the new language first, so the
// screen re-renders at once instead of falling back to a spinner.
import { absolute } from '../../config/paths';
import { LANG_COOKIE, type Lang } from '../../i18n/lang';
import { loadTexts, loadedIds } from '../../i18n/texts';

const YEAR_S = 365 * 24 * 60 * 60;

/** Remembers a visitor's choice for a year, on every path of the site. */
export function rememberLang(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/** The full address of `path` (below the language, with its query) in `lang`. */
export const addressIn = (path: string, search: string, lang: Lang): string => absolute(path, lang) + (search ? `?${search}` : '');

/**
 * Switches to `lang`: remembers it, loads the texts the page shows in it, then takes the page's
 * history entry to the other language's address (`navigate` is the router's), with what the entry
 * keeps (its scroll, the results a listing was opened from): Back leads where it led before, not
 * to the same page in the other language. The scroll stays: the route below the language is the same.
 */
export async function switchLang(
  from: Lang,
  to: Lang,
  target: string,
  navigate: (to: string, options: { replace: boolean; state: unknown }) => void,
): Promise<void> {
  rememberLang(to);
  await loadTexts(to, loadedIds(from));
  navigate(`~${target}`, { replace: true, state: window.history.state });
}
