import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import type { components } from '../../../api/schema.gen';
import { walletHistoryQuery } from '../../../api/wallet';
import { useCheckRounds, type PaymentCheck } from '../components/payment-check';

type Transaction = components['schemas']['Transaction'];

// a card top-up in the history this close to now is the one just made (either side: the device's
// clock may be off); a top-up's return names none, and anyone can send its address
const TOP_UP_WINDOW_MS = 30 * 60_000;

const credited = (answer: { result: { data: Transaction[] } } | undefined, at: number) =>
  answer?.result.data.some((item) => item.type === 'deposit' && item.source === 'card' && Math.abs(Date.parse(item.created_at) - at) <= TOP_UP_WINDOW_MS) ?? false;

/** Whether the wallet's history confirms the success flag of its address (PaymentBanner). Pending until its first answer; checked again as asked once the checks have ended. */
export function useTopUpCredited(): PaymentCheck {
  const enabled = new URLSearchParams(useSearch()).get('succes') === 'true';
  const checked = walletHistoryQuery(1);
  const rounds = useCheckRounds(checked.queryKey);
  const history = useQuery({
    ...checked,
    enabled,
    refetchInterval: (query) => rounds.interval(credited(query.state.data, query.state.dataUpdatedAt), query.state),
  });
  return rounds.check(enabled && history.isPending ? undefined : credited(history.data, history.dataUpdatedAt), history);
}
