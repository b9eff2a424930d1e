// A market page's tab title, with the words it needs: loaded when a market page is shown, so no
// other page's first load carries the market's texts (router.tsx).
import type { AdType } from '../domain/catalog-filters';
import { kindOf } from '../domain/market-search';
import type { Lang } from '../i18n/lang';
import { marketTexts } from '../i18n/catalogues';
import { loadTexts, textsFor } from '../i18n/texts';
import { marketSubject } from './title';

/** The subject of the market page at `search` in `lang`: its kind's heading, or none for every kind. */
export async function marketTabTitle(adType: AdType, search: string, lang: Lang): Promise<string | undefined> {
  await loadTexts(lang, [marketTexts.id]);
  return marketSubject(textsFor(marketTexts, lang), adType, kindOf(search));
}
