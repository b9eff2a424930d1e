import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { absolute, catalogHref, paths } from '../../../config/paths';
import { useOptions } from '../../../domain/options';
import { homeTexts } from '../../../i18n/catalogues';
import { useLang, useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { Icon } from '../../../ui/icon/Icon';

// the choice a search left with, kept in the main page's own history entry: Back brings it again
const KEPT = 'homeSearch';

function keptChoice(): { adType: string; kind: string } | null {
  const kept: unknown = window.history.state?.[KEPT];
  if (typeof kept !== 'object' || kept === null) return null;
  const adType: unknown = Reflect.get(kept, 'adType');
  const kind: unknown = Reflect.get(kept, 'kind');
  return typeof adType === 'string' && typeof kind === 'string' ? { adType, kind } : null;
}

/** The search entry of the main page: deal and property kind, then the catalogue. */
export function HeroSearch() {
  const t = useTexts(homeTexts).hero;
  const { adTypes, propertyKinds } = useOptions();
  const lang = useLang();
  const [adType, setAdType] = useState('1');
  const [kind, setKind] = useState('');
  const [, navigate] = useLocation();
  const kindId = useId();

  // after hydration, which renders the server's page: the choice of a search this entry left with
  useEffect(() => {
    const kept = keptChoice();
    if (!kept) return;
    setAdType(kept.adType);
    setKind(kept.kind);
  }, []);

  function search(event: FormEvent) {
    event.preventDefault();
    window.history.replaceState({ ...window.history.state, [KEPT]: { adType, kind } }, '');
    navigate(catalogHref(`?${new URLSearchParams({ adType, flatObjects: kind })}`));
  }

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__inner">
        <h1 id="home-hero-title" className="home-hero__title">
          {t.title}
        </h1>
        <p className="home-hero__subtitle">{t.subtitle}</p>
        {/* before the app runs (or without JavaScript) the form is sent as it is, and the server leads on */}
        <form className="home-search" role="search" aria-label={t.searchLabel} action={absolute(paths.catalog.href(), lang)} onSubmit={search}>
          <fieldset className="home-search__deal">
            <legend className="visually-hidden">{t.deal}</legend>
            {adTypes.map((option) => (
              <label key={option.value} className="home-search__deal-option">
                <input type="radio" name="adType" value={option.value} checked={adType === option.value} onChange={() => setAdType(option.value)} />
                <span>{option.label}</span>
              </label>
            ))}
          </fieldset>
          <div className="home-search__row">
            <div className="home-search__field">
              <label htmlFor={kindId}>{t.kind}</label>
              <select id={kindId} name="flatObjects" value={kind} onChange={(event) => setKind(event.target.value)}>
                <option value="">{t.anyKind}</option>
                {propertyKinds.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" className="home-search__submit">
              <Icon name="search" size={18} /> {t.submit}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
