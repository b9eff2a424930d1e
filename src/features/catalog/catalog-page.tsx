import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useRoute, useSearch } from 'wouter';
import { absolute, paths } from '../../config/paths';
import { appTexts, catalogTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { entryWith, fromEntry } from '../../state/history-entry';
import { keepLeadCurrency } from '../../state/lead-currency';
import { noteResultsLeft } from '../../state/results-return';
import { session, useSession } from '../../state/session';
import { atOverlayEntry } from '../../ui/dialog/back-closes';
import { followedLink } from '../../ui/link/followed-link';
import { PartBoundary, lazyPart } from '../../ui/load/lazy-part';
import { DealSwitch } from './components/DealSwitch';
import { FilterBar } from './components/FilterBar';
import { Pagination } from './components/Pagination';
import { Results } from './components/Results';
import { ResultsToolbar } from './components/ResultsToolbar';
import { catalogQuery } from '../../api/shared-queries';
import { countActive, hasPriceBounds, normalize, parse, priceUnsent, resetFilters, toQuery, withCurrency, type AdType, type Filters } from '../../domain/catalog-filters';
import { useRate } from '../../api/rate-query';
import type { Currency } from '../../domain/currency';
import { useCatalogFilters } from './use-catalog-filters';
import { useSearchSaved } from './use-search-saved';
import './catalog.css';

// the dialog with every filter loads when it is first opened
const AdvancedFilters = lazyPart(() => import('./components/AdvancedFilters').then((m) => m.AdvancedFilters));
// and saving the search, or a guest's list of the saved ones (the chunk the header's count uses)
const searchTools = () => import('../../ui/saved-searches/SavedSearchTools');
const SaveSearchDialog = lazyPart(() => searchTools().then((m) => m.SaveSearchDialog));
const DeviceSearchesDialog = lazyPart(() => searchTools().then((m) => m.DeviceSearchesDialog));

/**
 * The catalogue (§2): sale at /catalog/sell, rent at /catalog/rent. The search lives in the URL
 * query, so each change is a history entry (Back and Forward walk the searches) and a reload or
 * a shared link restores it.
 */
export function CatalogPage() {
  const t = useTexts(catalogTexts);
  const screens = useTexts(appTexts).screens;
  const lang = useLang();
  const [isRent] = useRoute(paths.catalogRent.path);
  const adType: AdType = isRent ? 2 : 1;
  const route = isRent ? paths.catalogRent : paths.catalogSell;
  const search = useSearch();
  const filters = useCatalogFilters();
  const [, navigate] = useLocation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [searchDialog, setSearchDialog] = useState<'save' | 'mine' | null>(null);
  const filterForm = useId();
  const { token } = useSession();
  const saved = useSearchSaved(filters, token !== null);
  const rate = useRate();
  // the last results (and so the pager) stay while the next page loads: the page does not shrink
  // under a reader who scrolled down to it (the map view keeps its scroll position, §2); a search
  // with bounds in lari waits for the rate they are converted at
  const results = useQuery({
    ...catalogQuery(filters, rate.data),
    enabled: !rate.isPending || !priceUnsent(filters, rate.data),
    placeholderData: keepPreviousData,
  });
  const page = results.data?.result;

  const hrefOf = (next: Filters) => route.href(toQuery(normalize(next)));
  // the results as the address names them (a wouter link has changed the address by the time its click bubbles here)
  const here = route.href(search ? `?${search}` : '');
  const pageHref = (number: number) => hrefOf({ ...filters, page: number });
  const apply = (next: Filters) => navigate(hrefOf(next));
  // the visitor's choice of currency: every card and listing leads with it from then on (an
  // address that names no currency shows it, so that address may already be the one chosen)
  const chooseCurrency = (currency: Currency) => {
    keepLeadCurrency(currency);
    // back to the currency the price bounds were typed in, they are as typed: converted twice they
    // would drift (1 500 ₾ → 554 $ → 1 501 ₾)
    const typed = fromEntry('typedPrices');
    const typedIn = typed === undefined ? null : parse(new URL(typed, window.location.origin).search, adType).currency;
    const next = typed !== undefined && typedIn === currency ? typed : hrefOf(withCurrency(filters, currency, rate.data));
    // the same search in other money: this entry's, not one more for Back to walk through
    if (next !== here) navigate(next, { replace: true, state: entryWith('typedPrices', here) });
  };
  // a new filter starts again on the first page
  const change = (patch: Partial<Filters>) => apply({ ...filters, ...patch, page: 1 });
  // the empty results' reset goes with them: the focus goes to the filters, as the bar's reset's does
  const allFilters = useRef<HTMLButtonElement>(null);
  const reset = () => {
    apply(resetFilters(filters));
    allFilters.current?.focus();
  };
  const title = isRent ? screens.CatalogRent : screens.CatalogSell;
  // a listing opened from here has its way back to these very results (a new tab's is the plain catalogue)
  const noteLeaving = (event: MouseEvent) => {
    const link = followedLink(event);
    if (link) noteResultsLeft(link.href, absolute(here, lang));
  };

  return (
    <div className="page catalog" onClick={noteLeaving}>
      <div className="catalog__head">
        <div>
          <h1 className="catalog__title">{title}</h1>
          <p className="catalog__intro">{t.intro[adType]}</p>
          <Link className="catalog__market" href={(isRent ? paths.marketRent : paths.marketSell).href()}>
            {t.market}
          </Link>
        </div>
        <DealSwitch filters={filters} />
      </div>
      <FilterBar
        id={filterForm}
        filters={filters}
        action={absolute(route.href(), lang)}
        resetHref={hrefOf(resetFilters(filters))}
        onApply={apply}
        onOpenAll={() => setDialogOpen(true)}
        moreRef={allFilters}
      />
      <ResultsToolbar
        total={page && !results.isPlaceholderData ? page.total : results.isError ? undefined : null}
        waiting={results.fetchStatus === 'paused'}
        filters={filters}
        form={filterForm}
        onSort={(sort) => change({ sort })}
        onView={(map) => apply({ ...filters, map })}
        saved={saved}
        onSaveSearch={() => setSearchDialog('save')}
        // a signed-in user's searches are in the profile; a guest's on this device. The session as it
        // is at the press: one answered as the page hydrates meets a render that still shows the server's guest
        onMySearches={() => (session.token ? navigate(paths.savedSearches.href()) : setSearchDialog('mine'))}
        onCurrency={chooseCurrency}
        awaitsRate={(currency) =>
          rate.data === undefined &&
          currency !== filters.currency &&
          hasPriceBounds(filters) &&
          // bounds in lari that no rate could convert were never sent (said so): dollars may drop them
          (rate.isPending || currency === 'GEL')
        }
      />
      {page && priceUnsent(filters, rate.data) && (
        <p className="catalog__notice" role="status">
          {t.results.priceUnsent}
        </p>
      )}
      <Results results={results} map={filters.map} lead={filters.currency} pageHref={pageHref} onReset={countActive(filters) > 0 ? reset : undefined} />
      {page && <Pagination page={filters.page} last={page.last_page} href={pageHref} />}
      <PartBoundary failure="opened" onClose={() => setSearchDialog(null)}>
        {searchDialog === 'save' && (
          <SaveSearchDialog filters={filters} address={hrefOf({ ...filters, page: 1 })} signedIn={token !== null} onClose={() => setSearchDialog(null)} />
        )}
        {searchDialog === 'mine' && <DeviceSearchesDialog onClose={() => setSearchDialog(null)} />}
      </PartBoundary>
      {dialogOpen && (
        <PartBoundary failure="opened" onClose={() => setDialogOpen(false)}>
          <AdvancedFilters
            filters={filters}
            onClose={() => setDialogOpen(false)}
            onApply={(next) => {
              setDialogOpen(false);
              // the search takes the place of the dialog's history entry: Back then goes to the one
              // before; the same search leaves the entry to the dialog, which takes it away as it closes
              if (hrefOf(next) !== hrefOf(filters)) navigate(hrefOf(next), { replace: atOverlayEntry() });
            }}
          />
        </PartBoundary>
      )}
    </div>
  );
}
