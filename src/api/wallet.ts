import { $api, operationKey } from './queries';

/** One page of the wallet's history (GET /client-api/wallet/transactions). */
export const walletHistoryQuery = (page: number) => $api.queryOptions('get', '/client-api/wallet/transactions', { params: { query: { page } } });

/** Every page of the wallet's history: what a payment or a refund invalidates. */
export const allWalletHistoryKey = () => operationKey(walletHistoryQuery(1));
