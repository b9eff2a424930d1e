// The language of the authors' own texts (a listing's title, description and address), which are
// never translated and whose language the contract does not state: told by their letters.
import type { Lang } from '../i18n/lang';

const GEORGIAN = /[\u10A0-\u10FF\u1C90-\u1CBF\u2D00-\u2D2F]/;
const CYRILLIC = /[\u0400-\u04FF]/;

/**
 * Georgian for a text in Georgian letters, Russian for one in Cyrillic; null when its letters do
 * not tell (Latin letters may be English or Georgian written in Latin).
 */
export function writtenIn(text: string): Lang | null {
  if (GEORGIAN.test(text)) return 'ka';
  return CYRILLIC.test(text) ? 'ru' : null;
}

/** The `lang` an author's text needs on a page in `pageLang`: its own where known and not the page's. */
export function langMark(text: string, pageLang: Lang): Lang | undefined {
  const own = writtenIn(text);
  return own !== null && own !== pageLang ? own : undefined;
}
