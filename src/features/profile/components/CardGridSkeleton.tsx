import { ka } from '../../../i18n/ka';
import { ListingCardSkeleton } from '../../../ui/listing-card/ListingCardSkeleton';
import './card-grid.css';

/** The first load of a grid of listing cards: three card outlines. */
export function CardGridSkeleton() {
  return (
    <div className="card-grid" role="status" aria-label={ka.app.loading}>
      {[0, 1, 2].map((key) => (
        <ListingCardSkeleton key={key} />
      ))}
    </div>
  );
}
