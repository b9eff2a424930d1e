import { recentlyViewedKa as t } from '../../../i18n/recently-viewed.ka';
import { clearRecentlyViewed, useRecentlyViewed } from '../../../state/recently-viewed';
import { Button } from '../../../ui/button/Button';
import { FlatCard } from '../../../ui/flat-card/FlatCard';
import './recently-viewed-strip.css';

/** The listings last opened on this device, newest first; nothing when there are none. */
export function RecentlyViewedStrip() {
  const cards = useRecentlyViewed();
  if (cards.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-recent-title">
      <div className="home-section__head">
        <div>
          <h2 id="home-recent-title" className="home-section__title">
            {t.title}
          </h2>
          <p className="home-section__subtitle">{t.subtitle}</p>
        </div>
        <Button variant="ghost" onClick={clearRecentlyViewed}>
          {t.clear}
        </Button>
      </div>
      <ul className="home-featured home-recent">
        {cards.map((card) => (
          <li key={card.id}>
            <FlatCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
