// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { EMPTY_SELECTION, toggleTariff, type Tariff } from '../../../../src/ui/tariff-order/order-selection';

const mutateAsync = vi.fn();
const notify = vi.fn();
vi.mock('../../../../src/ui/tariff-order/api/mutations', () => ({
  useOrderMutation: () => ({ mutateAsync, isPending: false }),
}));
vi.mock('../../../../src/state/notifications', () => ({ notify: (...args: unknown[]) => notify(...args) }));

const { useOrder } = await import('../../../../src/ui/tariff-order/use-order');
const { fromEntry } = await import('../../../../src/state/history-entry');

const vip: Tariff = { id: 3, name: 'vip', title: 'vip', price: 6, min_days: 1, max_days: 30, color: null };
const order = { selection: toggleTariff(EMPTY_SELECTION, vip), tariffs: [vip], ids: [101] };

describe('paying an order by card', () => {
  const assign = vi.fn();
  beforeEach(() => {
    mutateAsync.mockReset();
    notify.mockReset();
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, origin: 'https://realt.ge', assign });
  });

  it('goes to an allowed bank page and stays busy while the browser leaves', async () => {
    mutateAsync.mockResolvedValue({ result: { link: 'https://ecommerce.ufc.ge/ecomm2/ClientHandler?trans_id=abc' } });
    const { result } = renderHook(() => useOrder());
    let outcome;
    await act(async () => {
      outcome = await result.current.pay(order, 0);
    });
    expect(outcome).toBe('redirected');
    expect(assign).toHaveBeenCalledWith('https://ecommerce.ufc.ge/ecomm2/ClientHandler?trans_id=abc');
    expect(result.current.paying).toBe(true);
  });

  it('refuses a link to another origin with a message, opens nothing and may be tried again', async () => {
    mutateAsync.mockResolvedValue({ result: { link: 'https://pay.example/ecomm2/ClientHandler' } });
    const { result } = renderHook(() => useOrder());
    let outcome;
    await act(async () => {
      outcome = await result.current.pay(order, 0);
    });
    expect(outcome).toBe('failed');
    expect(assign).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('error', expect.stringContaining('არასანდოა'));
    expect(result.current.paying).toBe(false);
  });

  it('on an English page, asks the bank to come back to the English pages and tells a refusal in English', async () => {
    mutateAsync.mockResolvedValue({ result: { link: 'https://pay.example/ecomm2/ClientHandler' } });
    const wrapper = ({ children }: { children: ReactNode }) => <LangProvider lang="en">{children}</LangProvider>;
    const { result } = renderHook(() => useOrder(), { wrapper });
    await act(async () => {
      await result.current.pay(order, 0);
    });
    expect(mutateAsync).toHaveBeenCalledWith({
      body: expect.objectContaining({
        return_url_success: expect.stringMatching(/^https:\/\/realt\.ge\/realt\/en\/payment-success\?listing=101&tariffs=/),
        return_url_fail: expect.stringMatching(/^https:\/\/realt\.ge\/realt\/en\/my-apartments-payment-fail\?listing=101&tariffs=/),
      }),
    });
    expect(notify).toHaveBeenCalledWith('error', expect.stringContaining('not trusted'));
  });
});

describe('paying an order from the wallet', () => {
  beforeEach(() => {
    mutateAsync.mockReset();
    window.history.replaceState(null, '', '/');
  });

  it('goes on to my apartments with the order’s answer in the history state, which no link can carry', async () => {
    mutateAsync.mockResolvedValue({ result: { full_payment_from_balance: true, balance: 54.5 } });
    const { result } = renderHook(() => useOrder());
    let outcome;
    await act(async () => {
      outcome = await result.current.pay(order, 1);
    });
    expect(outcome).toBe('paid');
    expect(new URL(document.URL).pathname + new URL(document.URL).search).toBe('/profile/apartments/my-apartments?succes=true');
    expect(fromEntry('paid')).toBe('wallet');
  });
});
