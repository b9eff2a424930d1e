import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { homeTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { ListingCard } from '../../../ui/listing-card/ListingCard';
import { ListingCardSkeleton } from '../../../ui/listing-card/ListingCardSkeleton';
import { Icon } from '../../../ui/icon/Icon';
import { QueryView } from '../../../ui/load/QueryView';
import { featuredQuery } from '../api/queries';
import { pickFeatured } from '../featured';
import { HomeSection } from './HomeSection';
import type * as listing from '../../../domain/listing';

const skeletons = (
  <ul className="home-featured" aria-busy="true">
    {Array.from({ length: 4 }, (_, index) => (
      <li key={index}>
        <ListingCardSkeleton />
      </li>
    ))}
  </ul>
);

/** Featured listings: the newest sale listings, those with a tariff first. */
export function FeaturedStrip() {
  const featured = useQuery(featuredQuery());
  const t = useTexts(homeTexts).featured;
  return (
    <HomeSection
      id="home-featured-title"
      title={t.title}
      subtitle={t.subtitle}
      action={
        <Link href={paths.catalogSell.href()} className="home-section__more">
          {t.all} <Icon name="chevronRight" size={18} />
        </Link>
      }
    >
      <QueryView
        query={featured}
        icon="search"
        loading={skeletons}
        failed={{ title: t.failed }}
        empty={{ title: t.empty, when: (data) => data.result.data.length === 0 }}
      >
        {(data) => <FeaturedCards cards={data.result.data} />}
      </QueryView>
    </HomeSection>
  );
}

function FeaturedCards({ cards }: { cards: readonly listing.ListingCard[] }) {
  return (
    <ul className="home-featured">
      {pickFeatured(cards).map((card, index) => (
        <li key={card.id}>
          <ListingCard card={card} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}
