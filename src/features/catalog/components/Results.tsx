import { lazy, Suspense } from 'react';
import type { components } from '../../../api/schema.gen';
import { catalogKa } from '../../../i18n/catalog.ka';
import { ka } from '../../../i18n/ka';
import { Button } from '../../../ui/button/Button';
import { FlatCard } from '../../../ui/flat-card/FlatCard';
import { FlatCardSkeleton } from '../../../ui/flat-card/FlatCardSkeleton';
import type { LoadState } from '../../../ui/load/use-load';
import { StatusPanel } from '../../../ui/load/StatusPanel';
import { Spinner } from '../../../ui/spinner/Spinner';
import '../../../ui/flat-card/flat-card-list.css';

// the map and its artwork load only when the map view is opened
const MapView = lazy(() => import('./MapView').then((m) => ({ default: m.MapView })));

type Page = components['schemas']['AnnouncementPage'];

interface Props {
  results: LoadState<Page> & { retry: () => void };
  map: boolean;
  onReset: () => void;
}

const t = catalogKa.results;

/** The result cards (or pins), with the loading, error and empty states. */
export function Results({ results, map, onReset }: Props) {
  if (results.status === 'loading') {
    return (
      <div className="flat-card-list" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t.loading}
        </span>
        {Array.from({ length: 6 }, (_, index) => (
          <FlatCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (results.status === 'error') {
    return (
      <StatusPanel
        alert
        icon="search"
        title={t.errorTitle}
        text={t.errorText}
        action={<Button onClick={results.retry}>{ka.app.retry}</Button>}
      />
    );
  }
  if (results.data.data.length === 0) {
    return (
      <StatusPanel
        icon="search"
        title={t.emptyTitle}
        text={t.emptyText}
        action={<Button onClick={onReset}>{catalogKa.filters.reset}</Button>}
      />
    );
  }
  if (map) {
    return (
      <Suspense fallback={<Spinner />}>
        <MapView cards={results.data.data} />
      </Suspense>
    );
  }
  return (
    <ul className="flat-card-list">
      {results.data.data.map((card, index) => (
        <li key={card.id}>
          <FlatCard card={card} headingLevel={2} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}
