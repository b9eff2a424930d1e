import { useEffect } from 'react';
import { recordView } from '../../../state/recently-viewed';
import { SimilarListings } from './SimilarListings';
import type { Listing } from '../../../domain/listing';

/** What the page adds once it is shown in a browser: the view noted on this device, similar listings. */
export function ListingExtras({ listing }: { listing: Listing }) {
  useEffect(() => recordView(listing), [listing]);
  return <SimilarListings listing={listing} />;
}
