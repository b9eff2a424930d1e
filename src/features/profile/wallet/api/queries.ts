import { $api } from '../../../../api/queries';

/** One page of the wallet's history (GET /client-api/wallet/transactions). */
export const walletHistoryQuery = (page: number) => $api.queryOptions('get', '/client-api/wallet/transactions', { params: { query: { page } } });
