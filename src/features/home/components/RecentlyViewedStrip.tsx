import { recentlyViewedTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { useRecentlyViewed } from '../../../state/recently-viewed';
import { Button } from '../../../ui/button/Button';
import { ListingCard } from '../../../ui/listing-card/ListingCard';
import { useClearRecentlyViewed } from '../../../ui/recently-viewed/use-clear-recently-viewed';
import { HomeSection } from './HomeSection';

/** The listings last opened on this device, newest first; nothing when there are none. */
export function RecentlyViewedStrip() {
  const cards = useRecentlyViewed();
  const t = useTexts(recentlyViewedTexts);
  const clear = useClearRecentlyViewed();
  if (cards.length === 0) return null;
  return (
    <HomeSection
      id="home-recent-title"
      title={t.title}
      subtitle={t.subtitle}
      action={
        <Button variant="ghost" onClick={clear}>
          {t.clear}
        </Button>
      }
    >
      <ul className="home-featured home-featured--scroll">
        {cards.map((card) => (
          <li key={card.id}>
            <ListingCard card={card} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
