import { useRef, useState } from 'react';
import { api } from '../../api/client';
import { handles } from '../../api/middleware/errors';
import { tariffOrderKa as t } from '../../i18n/tariff-order.ka';
import { notify } from '../../state/notifications';
import { refreshUser } from '../../state/session';
import { isCardLink, orderBasket, returnUrls, type OrderContext, type Tariff, type TariffSelection } from './basket';

/**
 * paid: the wallet paid it all (the user is re-read for the new balance); redirected: the browser
 * is on its way to the bank; insufficient: the §8 dialog is open; failed: a message was shown.
 */
export type OrderOutcome = 'paid' | 'redirected' | 'insufficient' | 'failed';

export interface Order {
  selection: TariffSelection;
  tariffs: readonly Tariff[];
  ids: readonly number[];
}

/**
 * POST /api/order (§4, §7): from the wallet (with_balance 1) or by card (0). A second press while
 * an order is in flight does nothing, and a refused order changes nothing the user chose.
 */
export function useOrder(context: OrderContext) {
  const [paying, setPaying] = useState(false);
  const [missing, setMissing] = useState<number | null>(null);
  const inFlight = useRef(false);

  async function send(order: Order, withBalance: 0 | 1): Promise<OrderOutcome> {
    const { data, error } = await api.POST('/api/order', {
      body: { basket: orderBasket(order.selection, order.tariffs, order.ids, withBalance), ...returnUrls(context, window.location.origin) },
      middleware: [handles(422)],
    });
    if (data) {
      if ('link' in data.result) {
        if (!isCardLink(data.result.link)) {
          notify('error', t.badLink);
          return 'failed';
        }
        window.location.assign(data.result.link);
        return 'redirected';
      }
      await refreshUser();
      return 'paid';
    }
    if (error && 'result' in error) {
      const result = error.result;
      if (typeof result === 'string') notify('error', result);
      else if ('missing' in result && typeof result.missing === 'number') {
        setMissing(result.missing);
        return 'insufficient';
      } else notify('error', Object.values(result).flat().find((text) => typeof text === 'string') ?? t.orderFailed);
    }
    return 'failed';
  }

  async function pay(order: Order, withBalance: 0 | 1): Promise<OrderOutcome> {
    if (inFlight.current) return 'failed';
    inFlight.current = true;
    setMissing(null);
    setPaying(true);
    const outcome = await send(order, withBalance);
    // while the browser leaves for the bank the button stays disabled
    if (outcome !== 'redirected') {
      inFlight.current = false;
      setPaying(false);
    }
    return outcome;
  }

  return {
    pay,
    paying,
    /** GEL the wallet is short, while the insufficient-funds dialog is open */
    missing,
    closeInsufficient: () => setMissing(null),
  };
}
