import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { ownListingQuery } from '../../../api/my-listings';
import { paymentRetryOf } from '../../../config/paths';
import type { Listing } from '../../../domain/listing';
import { useFromEntry } from '../../../state/use-from-entry';
import { isEmpty, parseSelection, runsSelection } from '../../../ui/tariff-order/order-selection';
import { useCheckRounds, type PaymentCheck } from '../components/payment-check';

/**
 * Whether the data confirms the success flag of my apartments' address (PaymentBanner): a wallet
 * payment by the order's answer in the history entry, a card payment by the listing the bank's
 * return names running what was bought. The address alone proves nothing: anyone can send it.
 * Pending until the listing's first answer; checked again as asked once the checks have ended;
 * unchecked when the return names nothing to check.
 */
export function usePaymentConfirmed(): PaymentCheck {
  const search = useSearch();
  const paid = useFromEntry('paid') !== undefined;
  const card = new URLSearchParams(search).get('succes') === 'true' && !paid;
  const bought = card ? paymentRetryOf(search) : undefined;
  const selection = parseSelection(bought?.tariffs);
  const enabled = bought !== undefined && !isEmpty(selection);
  const running = (answer: { result: Listing } | undefined) => answer !== undefined && runsSelection(answer.result, selection);
  const checked = ownListingQuery(bought?.listing ?? 0);
  const rounds = useCheckRounds(checked.queryKey);
  const listing = useQuery({
    ...checked,
    enabled,
    refetchInterval: (query) => rounds.interval(running(query.state.data), query.state),
  });
  if (paid) return { state: 'confirmed' };
  // a return naming no listing or nothing bought (an old link, a hand-typed address) has nothing to wait for
  if (card && !enabled) return { state: 'unchecked' };
  return rounds.check(enabled && listing.isPending ? undefined : running(listing.data), listing);
}
