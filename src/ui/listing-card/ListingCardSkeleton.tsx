import './listing-card.css';
import './listing-card-skeleton.css';

/** A grey card shape while listings load (decorative; the list announces loading itself). */
export function ListingCardSkeleton() {
  return (
    <div className="listing-card listing-card-skeleton pulse" aria-hidden="true">
      <div className="listing-card__media shine" />
      <div className="listing-card__body">
        <span className="listing-card-skeleton__line shine" style={{ width: '45%', height: 22 }} />
        <span className="listing-card-skeleton__line shine" style={{ width: '85%' }} />
        <span className="listing-card-skeleton__line shine" style={{ width: '60%' }} />
        <span className="listing-card-skeleton__line shine" style={{ width: '40%' }} />
      </div>
    </div>
  );
}
