import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { missingOf, refusal, refusalText, toldCentrally } from '../../api/refusal';
import { paths, queryString, withoutPayment } from '../../config/paths';
import { isPaymentUrl } from '../../config/payment';
import { tariffOrderTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { newEntry } from '../../state/history-entry';
import { notify } from '../../state/notifications';
import { useLeaving } from '../leave/use-leaving';
import { useOrderMutation } from './api/mutations';
import { orderPayload, paymentRetry, returnUrls, type Tariff, type TariffSelection } from './order-selection';

/**
 * paid: the wallet paid it all (the user is re-read for the new balance) and the browser is on my
 * apartments, which says so; redirected: the browser is on its way to the bank; insufficient: the
 * §8 dialog is open; failed: a message was shown.
 */
export type OrderOutcome = 'paid' | 'redirected' | 'insufficient' | 'failed';

export interface Order {
  selection: TariffSelection;
  tariffs: readonly Tariff[];
  ids: readonly number[];
}

/**
 * POST /api/order (§4, §7): from the wallet (with_balance 1) or by card (0). A second press while
 * an order is in flight does nothing, and a refused order changes nothing the user chose. The
 * card link is followed only to an allowed bank origin; while the browser leaves, `paying` stays.
 */
export function useOrder() {
  const t = useTexts(tariffOrderTexts);
  const lang = useLang();
  const [location, navigate] = useLocation();
  const search = useSearch();
  // paid from my listings, the list comes back as it was filtered
  const list = location === paths.myApartments.path ? withoutPayment(search) : '';
  const bank = useLeaving();
  // what the wallet is short of, and the wallet's address to top it up and come back to this purchase
  const [short, setShort] = useState<{ missing: number; topUp: string } | null>(null);
  const order = useOrderMutation();
  const paying = order.isPending || bank.leaving;

  async function send(items: Order, withBalance: 0 | 1): Promise<OrderOutcome> {
    try {
      const data = await order.mutateAsync({
        body: { basket: orderPayload(items.selection, items.tariffs, items.ids, withBalance), ...returnUrls(items.ids, items.selection, window.location.origin, lang) },
      });
      if (!('link' in data.result)) {
        navigate(paths.myApartments.href(true, undefined, list), { state: newEntry('paid', 'wallet') });
        return 'paid';
      }
      if (!isPaymentUrl(data.result.link)) {
        notify('error', t.badLink);
        return 'failed';
      }
      bank.leave(data.result.link);
      return 'redirected';
    } catch (error) {
      const missing = missingOf(error);
      if (missing !== null) {
        setShort({ missing, topUp: paths.myWallet.href(queryString({ amount: missing, ...paymentRetry(items.ids, items.selection) })) });
        return 'insufficient';
      }
      const answer = refusal(error);
      if (!toldCentrally(answer)) notify('error', refusalText(answer));
      return 'failed';
    }
  }

  async function pay(items: Order, withBalance: 0 | 1): Promise<OrderOutcome> {
    if (paying) return 'failed';
    setShort(null);
    return send(items, withBalance);
  }

  return {
    pay,
    paying,
    /** GEL the wallet is short, while the insufficient-funds dialog is open */
    missing: short?.missing ?? null,
    /** the wallet's address to top up what is missing, then take this purchase up again */
    topUp: short?.topUp ?? paths.myWallet.href(),
    closeInsufficient: () => setShort(null),
  };
}
