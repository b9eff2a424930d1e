import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { listingTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { ListingCard } from '../../../ui/listing-card/ListingCard';
import { ListingCardSkeleton } from '../../../ui/listing-card/ListingCardSkeleton';
import { similarListingsQuery } from '../api/similar-queries';
import { pickSimilar } from '../similar';
import '../../../ui/listing-card/listing-card-list.css';
import './similar-listings.css';
import type { Listing } from '../../../domain/listing';


/** Listings like this one, below the details; nothing shows when there are none (or the call failed). */
export function SimilarListings({ listing }: { listing: Listing }) {
  const similar = useQuery(similarListingsQuery(listing));
  const t = useTexts(listingTexts).similar;
  // the cards render in slices in the background: a query's answer alone renders synchronously
  const data = useDeferredValue(similar.data);
  const cards = data ? pickSimilar(data.result.data, listing.id) : null;
  if (similar.isError || cards?.length === 0) return null;
  return (
    <section className="similar-listings" aria-labelledby="similar-listings-title">
      <h2 id="similar-listings-title" className="similar-listings__title">
        {t.title}
      </h2>
      {cards ? (
        <ul className="listing-card-list listing-card-list--row">
          {cards.map((card) => (
            <li key={card.id}>
              <ListingCard card={card} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="listing-card-list listing-card-list--row" aria-busy="true" aria-label={t.loading}>
          {[0, 1, 2, 3].map((key) => (
            <li key={key}>
              <ListingCardSkeleton />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
