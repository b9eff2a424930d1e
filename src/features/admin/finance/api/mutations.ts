import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/queries';
import { allUsersKey } from '../../shared/api/queries';
import { allLedgerKey, tariffsQuery } from './queries';

/** Saves tariffs; the answer is every tariff as saved, which the table then shows. */
export function useSaveTariffs() {
  const client = useQueryClient();
  return $api.useMutation('post', '/admin-api/tariffs', {
    meta: { ownRefusal: true },
    onSuccess: (answer) => client.setQueryData(tariffsQuery().queryKey, (list) => (list ? { ...list, data: answer.result } : list)),
  });
}

/** Moves money in or out of a wallet: the users' balances and the ledger change, refused or not. */
export function useMoneyTransfer() {
  const client = useQueryClient();
  return $api.useMutation('post', '/admin-api/money-transfer', {
    meta: { ownRefusal: true },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: allUsersKey() }),
        client.invalidateQueries({ queryKey: allLedgerKey() }),
      ]),
  });
}
