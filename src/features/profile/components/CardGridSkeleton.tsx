import { appTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { ListingCardSkeleton } from '../../../ui/listing-card/ListingCardSkeleton';
import './card-grid.css';

/** The first load of a grid of listing cards: three card outlines. */
export function CardGridSkeleton() {
  return (
    <div className="card-grid" role="status" aria-label={useTexts(appTexts).app.loading}>
      {[0, 1, 2].map((key) => (
        <ListingCardSkeleton key={key} />
      ))}
    </div>
  );
}
