import { useDeferredValue, useLayoutEffect, useRef } from 'react';
import { profileTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { PRIORITY_CARDS } from '../../../ui/listing-card/priority';
import { measureBeforePaint } from '../../../ui/idle/layout-task';
import { Pager } from '../../../ui/pager/Pager';
import type { OwnerAction } from '../owner-actions';
import { OwnerListingCard } from './OwnerListingCard';
import '../components/card-grid.css';
import type { ListingCard, ListingPage } from '../../../domain/listing';


interface Props {
  listings: ListingPage;
  /** another page or filter is on its way; these cards stay meanwhile */
  loading: boolean;
  /** the listing whose action is in flight */
  busyId: number | null;
  onAction: (action: OwnerAction, card: ListingCard) => void;
  onShowReason: (card: ListingCard) => void;
  onPage: (page: number) => void;
}

/** One page of the owner's listings with its count and pager. */
export function OwnerListings({ listings, loading, busyId, onAction, onShowReason, onPage }: Props) {
  // a new page of cards renders as a transition: input is not blocked meanwhile
  const t = useTexts(profileTexts).apartments;
  const shown = useDeferredValue(listings);
  // a page of cards is laid out in a task of its own, apart from the commit that brought it and
  // from its paint (queued as it commits: the sooner, the likelier before the frame)
  const grid = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => measureBeforePaint(() => void grid.current?.offsetHeight), [shown]);
  return (
    <>
      <p className="card-grid__count" aria-live="polite">
        {t.count(shown.total)}
      </p>
      <ul ref={grid} className="card-grid" aria-busy={loading || shown !== listings || undefined}>
        {shown.data.map((card, index) => (
          <li key={card.id}>
            <OwnerListingCard
              card={card}
              priority={index < PRIORITY_CARDS}
              busy={busyId === card.id}
              locked={busyId !== null}
              onAction={onAction}
              onShowReason={onShowReason}
            />
          </li>
        ))}
      </ul>
      <Pager page={shown.current_page} last={shown.last_page} onPage={onPage} />
    </>
  );
}
