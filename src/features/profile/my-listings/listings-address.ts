// Which of the user's listings the page shows, as the address's query: a reload, Back from a
// listing opened there and a shared link give the same status and page. The other parameters (a
// payment's return) stay as they came.
import { positiveInt } from '../../../ui/address/use-address-query';
import { toStatus, type ListingStatus } from '../../../domain/listing';

export interface ListingsAddress {
  /** null: every status */
  status: ListingStatus | null;
  page: number;
  /** the query's other parameters */
  rest: string;
}

/** What a query names; a missing or malformed status or page is every status's first page. */
export function readListingsAddress(search: string): ListingsAddress {
  const params = new URLSearchParams(search);
  const status = toStatus(params.get('status'));
  const page = positiveInt(params.get('page')) ?? 1;
  params.delete('status');
  params.delete('page');
  return { status, page, rest: params.toString() };
}

/** The query of a place, its defaults left out: the page opens at its bare address. */
export function writeListingsAddress({ status, page, rest }: ListingsAddress): string {
  const params = new URLSearchParams(rest);
  if (status !== null) params.set('status', String(status));
  if (page > 1) params.set('page', String(page));
  return params.size > 0 ? `?${params}` : '';
}
