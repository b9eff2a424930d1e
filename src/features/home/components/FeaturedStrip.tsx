import { Link } from 'wouter';
import { api } from '../../../api/client';
import { toFormData } from '../../../api/form-data';
import { paths } from '../../../config/paths';
import { homeKa } from '../../../i18n/home.ka';
import { ka } from '../../../i18n/ka';
import { Button } from '../../../ui/button/Button';
import { FlatCard } from '../../../ui/flat-card/FlatCard';
import { FlatCardSkeleton } from '../../../ui/flat-card/FlatCardSkeleton';
import { Icon } from '../../../ui/icon/Icon';
import { failed, loaded, useLoad } from '../../../ui/load/use-load';
import { FEATURED_COUNT, pickFeatured } from '../featured';

const t = homeKa.featured;

/** Featured listings: the newest sale listings, those with a tariff first. */
export function FeaturedStrip() {
  const featured = useLoad(async () => {
    const { data } = await api.POST('/api/catalog-announcements', {
      body: { adType: 1, sort: 'newest', page: 1 },
      bodySerializer: toFormData,
    });
    return data ? loaded(pickFeatured(data.result.data)) : failed();
  }, []);

  return (
    <section className="home-section" aria-labelledby="home-featured-title">
      <div className="home-section__head">
        <div>
          <h2 id="home-featured-title" className="home-section__title">
            {t.title}
          </h2>
          <p className="home-section__subtitle">{t.subtitle}</p>
        </div>
        <Link href={paths.catalogSell.href()} className="home-section__more">
          {t.all} <Icon name="chevronRight" size={18} />
        </Link>
      </div>
      {featured.status === 'error' ? (
        <p className="home-featured__message" role="alert">
          {t.failed}{' '}
          <Button variant="secondary" onClick={featured.retry}>
            {ka.app.retry}
          </Button>
        </p>
      ) : featured.status === 'ready' && featured.data.length === 0 ? (
        <p className="home-featured__message">{t.empty}</p>
      ) : (
        <ul className="home-featured" aria-busy={featured.status === 'loading'}>
          {featured.status === 'loading'
            ? Array.from({ length: 4 }, (_, index) => (
                <li key={index}>
                  <FlatCardSkeleton />
                </li>
              ))
            : featured.data.slice(0, FEATURED_COUNT).map((card, index) => (
                <li key={card.id}>
                  <FlatCard card={card} eager={index < 4} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
