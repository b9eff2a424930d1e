import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'wouter';
import type { Currency } from '../../../domain/currency';
import { catalogTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { ListingCard } from '../../../ui/listing-card/ListingCard';
import { ListingCardSkeleton } from '../../../ui/listing-card/ListingCardSkeleton';
import { PartBoundary, lazyPart } from '../../../ui/load/lazy-part';
import { QueryView } from '../../../ui/load/QueryView';
import { StatusPanel } from '../../../ui/load/StatusPanel';
import { useInBrowser } from '../../../ui/media/use-in-browser';
import { Spinner } from '../../../ui/spinner/Spinner';
import '../../../ui/listing-card/listing-card-list.css';
import type { ListingPage } from '../../../domain/listing';

// the map and its artwork load only when the map view is opened
const MapView = lazyPart(() => import('./MapView').then((m) => m.MapView));


interface Props {
  results: UseQueryResult<{ result: ListingPage }, unknown>;
  map: boolean;
  /** the price shown first on the cards */
  lead: Currency;
  /** the address of a page of this search */
  pageHref: (page: number) => string;
  /** clears the filters; offered only where some are set */
  onReset?: () => void;
}

function Skeletons({ label }: { label: string }) {
  return (
    <div className="listing-card-list" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: 6 }, (_, index) => (
        <ListingCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** The result cards (or pins), with the loading, error and empty states. */
export function Results({ results, map, lead, pageHref, onReset }: Props) {
  const texts = useTexts(catalogTexts);
  const t = texts.results;
  // the reset is offered where there is a filter to clear
  const empty = onReset
    ? { title: t.emptyTitle, text: t.emptyText, action: <Button onClick={onReset}>{texts.filters.reset}</Button> }
    : { title: t.noneTitle, text: t.noneText };
  return (
    <QueryView
      query={results}
      icon="search"
      loading={<Skeletons label={t.loading} />}
      failed={{ title: t.errorTitle, text: t.errorText }}
      empty={{ ...empty, when: (data) => data.result.total === 0 }}
    >
      {(data) =>
        // a page past the last one (a link made before listings were removed) is empty while the search is not
        data.result.data.length === 0 ? (
          <StatusPanel
            icon="search"
            title={t.goneTitle}
            text={t.goneText}
            action={
              <Link href={pageHref(data.result.last_page)} className="button button--primary">
                {t.lastPage}
              </Link>
            }
          />
        ) : (
          <ResultCards page={data.result} map={map} lead={lead} fetching={results.isFetching} />
        )
      }
    </QueryView>
  );
}

/** A page of results; a new page renders as a transition, so typing and scrolling stay responsive. */
function ResultCards({ page, map, lead, fetching }: { page: ListingPage; map: boolean; lead: Currency; fetching: boolean }) {
  const shown = useDeferredValue(page);
  // the server's page is never busy; the refetch the first render foresees (a page kept longer than
  // its results stay fresh) is told once the page has hydrated
  const busy = useInBrowser() && (fetching || shown !== page);
  if (map) {
    return (
      <PartBoundary fallback={<Spinner />}>
        <MapView cards={shown.data} busy={busy} />
      </PartBoundary>
    );
  }
  return (
    <ul className="listing-card-list" aria-busy={busy}>
      {shown.data.map((card, index) => (
        <li key={card.id}>
          <ListingCard card={card} headingLevel={2} eager={index < 3} lead={lead} />
        </li>
      ))}
    </ul>
  );
}
