// The page of the user's listings an address shows, asked for as the route starts (route-query.ts).
import { queryOptions } from '@tanstack/react-query';
import { myListingsQuery } from '../../../../api/my-listings';
import type { RouteQuery } from '../../../../api/queries';
import { preloadFirstPhotos } from '../../../../ui/listing-card/priority';
import { readListingsAddress } from '../listings-address';

/** The status and page the address names, and its first cards' photos as soon as they are in (the page's largest paint). */
export const addressListingsQuery =
  (search: string): RouteQuery =>
  async (client) => {
    const { page, status } = readListingsAddress(search);
    // (`queryOptions` types the key with its data)
    const options = queryOptions(myListingsQuery(page, status));
    await client.prefetchQuery(options);
    preloadFirstPhotos(client.getQueryData(options.queryKey)?.result.data ?? []);
  };
