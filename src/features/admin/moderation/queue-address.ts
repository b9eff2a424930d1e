// Where the moderator is in the queue, as the address's query: the request's own names and values
// (status, page, price_flag, sort) and the listing selected, so a reload, Back and Forward and a
// link show the same listing of the same page.
import { queryString } from '../../../config/paths';
import { positiveInt } from '../../../ui/address/use-address-query';
import { viewParams, type QueueView } from './queue';
import { toStatus, type ListingStatus } from '../../../domain/listing';

export interface QueueAddress {
  status: ListingStatus;
  page: number;
  view: QueueView;
  /** the listing chosen in the list; null: the page's first */
  listing: number | null;
}

/**
 * The place a query names; what is missing or malformed is the default, the first page of the
 * whole queue on moderation, oldest first.
 */
export function readQueueAddress(search: string): QueueAddress {
  const params = new URLSearchParams(search);
  return {
    status: toStatus(params.get('status')) ?? 1,
    page: positiveInt(params.get('page')) ?? 1,
    view: { farBelowOnly: params.get('price_flag') === 'far_below_median', belowMedianFirst: params.get('sort') === 'median_gap' },
    listing: positiveInt(params.get('listing')),
  };
}

/** The query of a place, its defaults left out: the queue opens at its bare address. */
export function writeQueueAddress({ status, page, view, listing }: QueueAddress): string {
  return queryString({ status: status === 1 ? undefined : status, page: page > 1 ? page : undefined, ...viewParams(view), listing: listing ?? undefined });
}
