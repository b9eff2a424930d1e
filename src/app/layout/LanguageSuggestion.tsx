import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { layoutTexts } from '../../i18n/catalogues';
import type { LayoutTexts } from '../../i18n/layout.ka';
import { DEFAULT_LANG, chosenLang, isLang, type Lang } from '../../i18n/lang';
import { useLang } from '../../i18n/lang-context';
import { loadTexts, textsFor } from '../../i18n/texts';
import { Icon } from '../../ui/icon/Icon';
import { followedLink } from '../../ui/link/followed-link';
import { addressIn, rememberLang, switchLang } from './language';
import '../../ui/button/button.css';
import './language-offer.css';

/** The first of our languages the browser prefers, when it is not Georgian. */
function preferred(languages: readonly string[]): Lang | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base === DEFAULT_LANG ? null : base;
  }
  return null;
}

/**
 * On a Georgian page, when the browser prefers English or Russian and the visitor has not chosen:
 * an offer of the page in that language, in that language. Never a redirect (a crawler and a
 * shared link get what the address says); "no" remembers Georgian, so it is asked once.
 */
export function LanguageSuggestion() {
  const lang = useLang();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [offer, setOffer] = useState<{ lang: Lang; t: LayoutTexts['suggestion'] } | null>(null);

  useEffect(() => {
    if (lang !== DEFAULT_LANG || chosenLang(document.cookie) !== null) return;
    const other = preferred(navigator.languages);
    if (!other) return;
    let live = true;
    void loadTexts(other, [layoutTexts.id]).then(() => {
      if (live) setOffer({ lang: other, t: textsFor(layoutTexts, other).suggestion });
    });
    return () => {
      live = false;
    };
  }, [lang]);

  if (!offer || lang !== DEFAULT_LANG) return null;
  const href = addressIn(path, search, offer.lang);
  // the offer goes once it is answered: the focus goes on to the content it sat above (the skip
  // link's target), where the scroll stays too, not to the page
  const focusContent = () => document.getElementById('main')?.focus({ preventScroll: true });
  return (
    <aside className="language-offer" lang={offer.lang} aria-label={offer.t.label}>
      <p className="language-offer__text">{offer.t.text}</p>
      <a
        className="button button--primary language-offer__yes"
        href={href}
        hrefLang={offer.lang}
        onClick={(event) => {
          if (!followedLink(event)) return;
          event.preventDefault();
          focusContent();
          void switchLang(lang, offer.lang, href, navigate);
        }}
      >
        {offer.t.switch}
      </a>
      <button
        type="button"
        className="language-offer__no"
        aria-label={offer.t.dismiss}
        onClick={() => {
          rememberLang(DEFAULT_LANG);
          focusContent();
          setOffer(null);
        }}
      >
        {/* on a phone a cross beside the text, named as its words: the bar is a row lower */}
        <span className="language-offer__no-text">{offer.t.dismiss}</span>
        <Icon name="close" className="language-offer__no-icon" />
      </button>
    </aside>
  );
}
