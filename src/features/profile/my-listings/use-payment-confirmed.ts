import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { ownListingQuery } from '../../../api/my-listings';
import { paymentRetryOf } from '../../../config/paths';
import type { Listing } from '../../../domain/listing';
import { isEmpty, parseSelection, runsSelection } from '../../../ui/tariff-order/order-selection';
import { isPaidState } from '../../../ui/tariff-order/paid-state';
import { nextCheck } from '../components/payment-check';

/**
 * Whether the data confirms the success flag of my apartments' address (PaymentBanner): a wallet
 * payment by the order's answer in the history state, a card payment by the listing the bank's
 * return names running what was bought. The address alone proves nothing: anyone can send it.
 * Undefined until the listing's first answer.
 */
export function usePaymentConfirmed(): boolean | undefined {
  const search = useSearch();
  const paid = isPaidState(useHistoryState());
  const bought = new URLSearchParams(search).get('succes') === 'true' && !paid ? paymentRetryOf(search) : undefined;
  const selection = parseSelection(bought?.tariffs);
  const enabled = bought !== undefined && !isEmpty(selection);
  const running = (answer: { result: Listing } | undefined) => answer !== undefined && runsSelection(answer.result, selection);
  const listing = useQuery({
    ...ownListingQuery(bought?.listing ?? 0),
    enabled,
    refetchInterval: (query) => nextCheck(running(query.state.data), query.state),
  });
  if (paid) return true;
  return enabled && listing.isPending ? undefined : running(listing.data);
}
