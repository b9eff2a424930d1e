// How long a return from the bank is checked against the data: the bank confirms a card payment
// to the server in its own time, so the page asks again every few seconds, for two minutes, until
// the data shows it (not after a failure, which the visitor was told of), and again as asked.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { NETWORK_ERROR } from '../../../api/middleware/errors';
import { statusOf } from '../../../api/queries';

const CHECK_EVERY_MS = 5_000;
const CHECKS = 24;

interface Counts {
  dataUpdateCount: number;
  errorUpdateCount: number;
}

/**
 * A payment checked against the page's data: `pending` until its first answer, `confirmed` by it,
 * `checking` while the checks go on without; `ended` once they have, `failed` when the last could
 * not reach the server, with `again`, a new round of them; `unchecked`: the return names nothing to
 * check it by.
 */
export type PaymentCheck = { state: 'pending' | 'confirmed' | 'checking' | 'unchecked' } | { state: 'ended'; failed: boolean; again: () => void };

/**
 * Rounds of checks by the query of `queryKey`: `interval` is its `refetchInterval` (`confirmed`:
 * what an answer says), `check` what they found. A round ends at a confirming answer, a failure
 * or its last check.
 */
export function useCheckRounds(queryKey: QueryKey) {
  const client = useQueryClient();
  // the query's counts as the round started
  const [from, setFrom] = useState<Counts>({ dataUpdateCount: 0, errorUpdateCount: 0 });
  const ended = (now: Counts) => now.errorUpdateCount > from.errorUpdateCount || now.dataUpdateCount - from.dataUpdateCount >= CHECKS;
  return {
    interval: (confirmed: boolean, now: Counts) => (confirmed || ended(now) ? false : CHECK_EVERY_MS),
    check: (confirmed: boolean | undefined, query: { dataUpdatedAt: number; errorUpdateCount: number; error: unknown; refetch: () => unknown }): PaymentCheck => {
      // read, so that every answer re-renders the page, an unchanged one too: useQuery re-renders for what was read
      void [query.dataUpdatedAt, query.errorUpdateCount];
      if (confirmed === undefined) return { state: 'pending' };
      if (confirmed) return { state: 'confirmed' };
      // the counts of a round that has ended without a confirming answer
      const now = client.getQueryState(queryKey);
      if (now === undefined || !ended(now)) return { state: 'checking' };
      return {
        state: 'ended',
        // a round ended by a request that never reached the server: what the bank said is unknown,
        // not a no (a server's failure has its own dialog)
        failed: statusOf(query.error) === NETWORK_ERROR,
        again: () => {
          setFrom({ dataUpdateCount: now.dataUpdateCount, errorUpdateCount: now.errorUpdateCount });
          void query.refetch();
        },
      };
    },
  };
}
