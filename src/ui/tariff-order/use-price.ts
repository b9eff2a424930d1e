import { useQuery } from '@tanstack/react-query';
import type { paths } from '../../api/schema.gen';
import { useSettledText } from '../search/use-settled-text';
import { priceQuery } from './api/queries';
import { localTotal, priceItems, type Tariff, type TariffSelection } from './order-selection';

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
 * The price of the selection from POST /api/price-calculation (§7): `totalToPay` after the user's
 * personal coefficient. Only for a signed-in user (`enabled`), and only for a non-empty selection
 * whose days are all acceptable (priceItems);
 * a selection priced before answers from the cache at once.
 */
export function usePrice(
  selection: TariffSelection,
  tariffs: readonly Tariff[] | null,
  ids: readonly number[],
  withBalance: 0 | 1,
  enabled: boolean,
): PriceState {
  const items = tariffs && enabled ? priceItems(selection, tariffs, ids) : [];
  const count = Math.max(ids.length, 1);
  const body = {
    // not asked for (no items) while any days are not acceptable
    total: (tariffs && localTotal(selection, tariffs, count)) ?? 0,
    with_balance: withBalance,
    announcements: JSON.stringify(items),
    announcements_count: count,
  };
  const key = JSON.stringify(body);
  const settled = useSettledText(key, DEBOUNCE_MS);
  const query = useQuery({ ...priceQuery(body), enabled: items.length > 0 && settled === key });

  if (items.length === 0) return { price: null, loading: false, failed: false, retry: () => undefined };
  const price = query.data?.result ?? null;
  return { price, loading: price === null && !query.isError, failed: price === null && query.isError, retry: () => void query.refetch() };
}
