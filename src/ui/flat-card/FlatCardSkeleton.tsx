import './flat-card.css';
import './flat-card-skeleton.css';

/** A grey card shape while listings load (decorative; the list announces loading itself). */
export function FlatCardSkeleton() {
  return (
    <div className="flat-card flat-card-skeleton" aria-hidden="true">
      <div className="flat-card__media flat-card-skeleton__shine" />
      <div className="flat-card__body">
        <span className="flat-card-skeleton__line flat-card-skeleton__shine" style={{ width: '45%', height: 22 }} />
        <span className="flat-card-skeleton__line flat-card-skeleton__shine" style={{ width: '85%' }} />
        <span className="flat-card-skeleton__line flat-card-skeleton__shine" style={{ width: '60%' }} />
        <span className="flat-card-skeleton__line flat-card-skeleton__shine" style={{ width: '40%' }} />
      </div>
    </div>
  );
}
