import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { homeTexts, layoutTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { Icon } from '../../ui/icon/Icon';
import { lazyPart } from '../../ui/load/lazy-part';
import { InBrowser } from '../../ui/media/InBrowser';
import { BannerCarousel } from './components/BannerCarousel';
import { EntryCards } from './components/EntryCards';
import { FeaturedStrip } from './components/FeaturedStrip';
import { HeroSearch } from './components/HeroSearch';
import './home.css';

// kept on the device, so unknown to the server: it comes after hydration, below the fold
const RecentlyViewedStrip = lazyPart(() => import('./components/RecentlyViewedStrip').then((m) => m.RecentlyViewedStrip));

/** The main page (§2 MainPage): search entry, banners, featured listings, ways into the catalogue. */
export function HomePage() {
  const t = useTexts(homeTexts).sell;
  const layout = useTexts(layoutTexts);
  return (
    <div className="home">
      <HeroSearch />
      <div className="page home__content">
        <BannerCarousel />
        <FeaturedStrip />
        <InBrowser>
          <RecentlyViewedStrip />
        </InBrowser>
        <EntryCards />
        <section className="home-sell" aria-labelledby="home-sell-title">
          <div>
            <h2 id="home-sell-title">{t.title}</h2>
            <p>{t.text}</p>
          </div>
          <Link href={paths.createAdvertisement.href()} className="button button--primary home-sell__cta">
            <Icon name="plus" size={18} /> {layout.addListing}
          </Link>
        </section>
      </div>
    </div>
  );
}
