import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { absolute, catalogHref, paths } from '../../../config/paths';
import { useOptions } from '../../../domain/options';
import { homeTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { fromEntry, keepInEntry } from '../../../state/history-entry';
import { Button } from '../../../ui/button/Button';
import { formQuery } from '../../../ui/form/form-query';
import { Icon } from '../../../ui/icon/Icon';

// the search this entry left with, kept in the main page's own history entry: Back brings it again
function keptSearch(): URLSearchParams | null {
  const kept = fromEntry('homeSearch');
  return kept === undefined ? null : new URLSearchParams(kept);
}

/**
 * The search entry of the main page: deal and property kind, then the catalogue. An uncontrolled
 * form: the search is what it shows, also a choice made before the app's code arrived (which
 * hydration leaves as the visitor made it).
 */
export function HeroSearch() {
  const t = useTexts(homeTexts).hero;
  const { adTypes, propertyKinds } = useOptions();
  const lang = useLang();
  const [, navigate] = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const kindId = useId();

  // after hydration, which renders the server's page: the search this entry left with
  useEffect(() => {
    const kept = keptSearch();
    const fields = form.current?.elements;
    if (!kept || !fields) return;
    for (const [name, value] of kept) {
      const field = fields.namedItem(name);
      if (field instanceof RadioNodeList || field instanceof HTMLSelectElement) field.value = value;
    }
  }, []);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = formQuery(event.currentTarget);
    keepInEntry('homeSearch', String(query));
    navigate(catalogHref(`?${query}`));
  }

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__inner">
        <h1 id="home-hero-title" className="home-hero__title">
          {t.title}
        </h1>
        <p className="home-hero__subtitle">{t.subtitle}</p>
        {/* before the app runs (or without JavaScript) the form is sent as it is, and the server leads on */}
        <form ref={form} className="home-search" role="search" aria-label={t.searchLabel} action={absolute(paths.catalog.href(), lang)} onSubmit={search}>
          <fieldset className="home-search__deal">
            <legend className="visually-hidden">{t.deal}</legend>
            {adTypes.map((option) => (
              <label key={option.value} className="home-search__deal-option">
                {/* sale, until the visitor chooses */}
                <input type="radio" name="adType" value={option.value} defaultChecked={option.value === '1'} />
                <span>{option.label}</span>
              </label>
            ))}
          </fieldset>
          <div className="home-search__row">
            <div className="home-search__field">
              <label htmlFor={kindId}>{t.kind}</label>
              <select id={kindId} name="flatObjects" defaultValue="">
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
