import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { toFormData } from '../../api/form-data';
import type { paths } from '../../api/schema.gen';
import { localTotal, priceItems, type Tariff, type TariffSelection } from './basket';

type Price = paths['/api/price-calculation']['post']['responses'][200]['content']['application/json']['result'];

export interface PriceState {
  price: Price | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

// typing days should not send a request per keystroke
const DEBOUNCE_MS = 400;

/**
 * The price of the basket from POST /api/price-calculation (§7): `totalToPay` after the user's
 * personal coefficient. Only for a signed-in user (`enabled`), and only for a valid basket.
 */
export function usePrice(
  selection: TariffSelection,
  tariffs: readonly Tariff[] | null,
  ids: readonly number[],
  withBalance: 0 | 1,
  enabled: boolean,
): PriceState {
  const [price, setPrice] = useState<Price | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const items = tariffs && enabled ? priceItems(selection, tariffs, ids) : [];
  const total = tariffs ? localTotal(selection, tariffs, Math.max(ids.length, 1)) : 0;
  const key = JSON.stringify(items);

  useEffect(() => {
    setPrice(null);
    setFailed(false);
    if (items.length === 0) {
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    const timer = setTimeout(async () => {
      const { data } = await api.POST('/api/price-calculation', {
        body: { total, with_balance: withBalance, announcements: key, announcements_count: Math.max(ids.length, 1) },
        bodySerializer: toFormData,
      });
      if (!live) return;
      setLoading(false);
      if (data) setPrice(data.result);
      else setFailed(true);
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // the key stands for the items (ids included); the total and the count follow from them
  }, [key, withBalance, attempt]);

  return { price, loading, failed, retry: () => setAttempt((n) => n + 1) };
}
