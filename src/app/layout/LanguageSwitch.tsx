import { useLocation, useSearch } from 'wouter';
import { layoutTexts } from '../../i18n/catalogues';
import { LANGS, LOCALES } from '../../i18n/lang';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { followedLink } from '../../ui/link/followed-link';
import { addressIn, switchLang } from './language';
import './language.css';

/**
 * The three languages as links to this page in each: plain links a crawler and a visitor without
 * JavaScript follow too; with the app, a switch in place that keeps the filters and the scroll.
 * `at` names the place: the header bar writes the languages' short codes, the menu and the dark
 * footer their names; each place's landmark has a name of its own, so a screen reader's list of
 * landmarks tells them apart.
 */
export function LanguageSwitch({ at, onSwitch }: { at: 'header' | 'menu' | 'footer'; onSwitch?: () => void }) {
  const l = useTexts(layoutTexts);
  const full = at !== 'header';
  const lang = useLang();
  const [path, navigate] = useLocation();
  const search = useSearch();
  return (
    <nav className={['language-switch', full && 'language-switch--full', at === 'footer' && 'language-switch--on-dark'].filter(Boolean).join(' ')} aria-label={l.language[at]}>
      <ul>
        {LANGS.map((each) => {
          const href = addressIn(path, search, each);
          return (
            <li key={each}>
              <a
                href={href}
                hrefLang={each}
                lang={each}
                aria-current={each === lang ? 'true' : undefined}
                // the name starts with the code it shows (WCAG 2.5.3) and says the language's name
                aria-label={full ? undefined : `${LOCALES[each].short}, ${LOCALES[each].native}`}
                onClick={(event) => {
                  if (!followedLink(event)) return;
                  event.preventDefault();
                  onSwitch?.();
                  if (each !== lang) void switchLang(lang, each, href, navigate);
                }}
              >
                {full ? LOCALES[each].native : LOCALES[each].short}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
