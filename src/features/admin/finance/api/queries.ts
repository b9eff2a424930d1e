import { $api, operationKey } from '../../../../api/queries';
import { emptyFilter, ledgerParams, type LedgerFilter } from '../ledger';

/** The promotion tariffs with their price per day and allowed durations. */
export const tariffsQuery = () => $api.queryOptions('get', '/api/tariffs');

/** One page of the wallet movements that pass a filter, with the totals of all of them. */
export const ledgerQuery = (filter: LedgerFilter, page: number) =>
  $api.queryOptions('get', '/admin-api/transactions', { params: { query: ledgerParams(filter, page) } });

/** Every page of the ledger, whatever its filter: what a money transfer changes. */
export const allLedgerKey = () => operationKey(ledgerQuery(emptyFilter, 1));
