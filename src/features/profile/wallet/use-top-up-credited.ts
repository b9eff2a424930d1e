import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import type { components } from '../../../api/schema.gen';
import { walletHistoryQuery } from '../../../api/wallet';
import { nextCheck } from '../components/payment-check';

type Transaction = components['schemas']['Transaction'];

// a card top-up in the history this close to now is the one just made (either side: the device's
// clock may be off); a top-up's return names none, and anyone can send its address
const TOP_UP_WINDOW_MS = 30 * 60_000;

const credited = (answer: { result: { data: Transaction[] } } | undefined, at: number) =>
  answer?.result.data.some((item) => item.type === 'deposit' && item.source === 'card' && Math.abs(Date.parse(item.created_at) - at) <= TOP_UP_WINDOW_MS) ?? false;

/** Whether the wallet's history confirms the success flag of its address (PaymentBanner). Undefined until its first answer. */
export function useTopUpCredited(): boolean | undefined {
  const enabled = new URLSearchParams(useSearch()).get('succes') === 'true';
  const history = useQuery({
    ...walletHistoryQuery(1),
    enabled,
    refetchInterval: (query) => nextCheck(credited(query.state.data, query.state.dataUpdatedAt), query.state),
  });
  return enabled && history.isPending ? undefined : credited(history.data, history.dataUpdatedAt);
}
