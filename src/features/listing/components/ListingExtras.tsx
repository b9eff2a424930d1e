import { useEffect } from 'react';
import type { components } from '../../../api/schema.gen';
import { recordView } from '../../../state/recently-viewed';
import { SimilarListings } from './SimilarListings';

/** What the page adds once it is shown in a browser: the view noted on this device, similar listings. */
export function ListingExtras({ listing }: { listing: components['schemas']['Announcement'] }) {
  useEffect(() => recordView(listing), [listing]);
  return <SimilarListings listing={listing} />;
}
