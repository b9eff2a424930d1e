import { useEffect } from 'react';
import { recordView } from '../../../state/recently-viewed';
import { ListingLocation } from './ListingLocation';
import { SimilarListings } from './SimilarListings';
import type { Listing } from '../../../domain/listing';

/** What the page adds once it is shown in a browser: the view noted on this device, the map, similar listings. */
export function ListingExtras({ listing }: { listing: Listing }) {
  useEffect(() => recordView(listing), [listing]);
  return (
    <>
      <ListingLocation listing={listing} />
      <SimilarListings listing={listing} />
    </>
  );
}
