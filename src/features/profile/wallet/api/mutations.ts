import { $api } from '../../../../api/queries';

/**
 * POST /api/wallet/top-up: answers the bank's payment page. Nothing changes until the bank has
 * been paid; the return to the wallet re-reads the user. The form shows a refusal on its field.
 */
export const useTopUp = () => $api.useMutation('post', '/api/wallet/top-up', { meta: { ownRefusal: true } });
