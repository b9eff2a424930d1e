import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { appTexts, recentlyViewedTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { useRecentlyViewed } from '../../../state/recently-viewed';
import { Button } from '../../../ui/button/Button';
import { ListingCard } from '../../../ui/listing-card/ListingCard';
import { StatusPanel } from '../../../ui/load/StatusPanel';
import { useClearRecentlyViewed } from '../../../ui/recently-viewed/use-clear-recently-viewed';
import { ProfileLayout } from '../layout/ProfileLayout';
import '../components/card-grid.css';

/** The listings last opened on this device, newest first: kept here, so no request. */
export function RecentlyViewedPage() {
  const t = useTexts(recentlyViewedTexts);
  const screens = useTexts(appTexts).screens;
  const cards = useRecentlyViewed();
  const browse = useRef<HTMLAnchorElement>(null);
  const clearAll = useClearRecentlyViewed();
  // the button goes with the list: the empty state's way on takes its focus
  const onClear = () => {
    flushSync(clearAll);
    browse.current?.focus();
  };
  const clear = cards.length > 0 && (
    <Button variant="secondary" onClick={onClear}>
      {t.clear}
    </Button>
  );
  return (
    <ProfileLayout title={screens.RecentlyViewed} actions={clear}>
      {cards.length === 0 ? (
        <StatusPanel
          icon="eye"
          title={t.emptyTitle}
          text={t.emptyText}
          action={
            <Link ref={browse} href={paths.catalogSell.href()} className="button button--primary">
              {t.browse}
            </Link>
          }
        />
      ) : (
        <ul className="card-grid">
          {cards.map((card, index) => (
            <li key={card.id}>
              <ListingCard card={card} eager={index < 3} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </ProfileLayout>
  );
}
