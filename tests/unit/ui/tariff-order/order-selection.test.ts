import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentRetryOf } from '../../../../src/config/paths';
import {
  EMPTY_SELECTION,
  localTotal,
  orderPayload,
  parseSelection,
  priceItems,
  returnUrls,
  runsSelection,
  setDays,
  setTelegram,
  toggleTariff,
  type Tariff,
} from '../../../../src/ui/tariff-order/order-selection';

const tariff = (id: number, name: Tariff['name'], price: number): Tariff => ({ id, name, title: name, price, min_days: 1, max_days: 30, color: null });
const superVip = tariff(1, 'super_vip', 15);
const vip = tariff(3, 'vip', 6);
const coloring = tariff(4, 'coloring', 2);
const raising = tariff(5, 'raising', 1);
const tariffs = [superVip, tariff(2, 'vip_plus', 10), vip, coloring, raising];

describe('picking tariffs and services', () => {
  it('one tariff at a time: picking another drops the first; services stay', () => {
    let selection = toggleTariff(EMPTY_SELECTION, vip);
    selection = toggleTariff(selection, coloring);
    selection = toggleTariff(selection, superVip);
    expect(selection.days).toEqual({ coloring: '7', super_vip: '7' });
  });

  it('picking a chosen one drops it; a Telegram publication needs something ordered', () => {
    let selection = setTelegram(toggleTariff(EMPTY_SELECTION, vip), true);
    expect(selection.telegram).toBe(true);
    selection = toggleTariff(selection, vip);
    expect(selection).toEqual({ days: {}, telegram: false });
    expect(setTelegram(EMPTY_SELECTION, true).telegram).toBe(false);
  });

  it('days start at 7, within the tariff’s limits', () => {
    expect(toggleTariff(EMPTY_SELECTION, { ...vip, max_days: 5 }).days.vip).toBe('5');
    expect(toggleTariff(EMPTY_SELECTION, { ...vip, min_days: 10 }).days.vip).toBe('10');
  });
});

describe('the order selection', () => {
  const selection = setTelegram(setDays(toggleTariff(toggleTariff(EMPTY_SELECTION, coloring), vip), 'vip', '10'), true);

  it('totals price per day × days in GEL, per listing', () => {
    expect(localTotal(selection, tariffs)).toBe(74);
    expect(localTotal(selection, tariffs, 2)).toBe(148);
    expect(localTotal(EMPTY_SELECTION, tariffs)).toBe(0);
  });

  it('has no total and asks no price while any days are not acceptable', () => {
    for (const days of ['0', '45', '7,5']) {
      const bad = setDays(selection, 'vip', days);
      expect(localTotal(bad, tariffs)).toBeNull();
      expect(priceItems(bad, tariffs, [])).toEqual([]);
      expect(priceItems(bad, tariffs, [101])).toEqual([]);
    }
  });

  it('prices a listing not saved yet without an id, in the server’s order, Telegram on the first line', () => {
    expect(priceItems(selection, tariffs, [])).toEqual([
      { tariff: 'vip', days: 10, telegram_publication: true },
      { tariff: 'coloring', days: 7, telegram_publication: false },
    ]);
  });

  it('orders one line per tariff and listing, with how to pay', () => {
    expect(orderPayload(selection, tariffs, [101, 103], 1)).toEqual({
      announcements: [
        { announcement_id: 101, tariff: 'vip', days: 10, telegram_publication: true },
        { announcement_id: 101, tariff: 'coloring', days: 7, telegram_publication: false },
        { announcement_id: 103, tariff: 'vip', days: 10, telegram_publication: true },
        { announcement_id: 103, tariff: 'coloring', days: 7, telegram_publication: false },
      ],
      total: 148,
      with_balance: 1,
      announcements_count: 2,
    });
  });

  it('comes back from its JSON; anything malformed is dropped', () => {
    expect(parseSelection(JSON.stringify(selection))).toEqual(selection);
    expect(parseSelection('{"days":{"gold":"3","vip":4},"telegram":true}')).toEqual(EMPTY_SELECTION);
    expect(parseSelection('nope')).toEqual(EMPTY_SELECTION);
  });
});

describe('paying', () => {
  const origin = 'https://realt.ge';
  const chosen = setTelegram(toggleTariff(EMPTY_SELECTION, tariff(3, 'vip', 6)), true);

  it('sends the bank back to payment-success or my-apartments-payment-fail, each with the saved listing and the tariffs chosen', () => {
    const urls = returnUrls([110], chosen, origin, 'ka');
    const success = new URL(urls.return_url_success);
    expect(success.origin + success.pathname).toBe('https://realt.ge/realt/payment-success');
    expect(paymentRetryOf(success.search)).toEqual({ listing: 110, tariffs: JSON.stringify(chosen) });
    const fail = new URL(urls.return_url_fail);
    expect(fail.origin + fail.pathname).toBe('https://realt.ge/realt/my-apartments-payment-fail');
    expect(fail.searchParams.get('listing')).toBe('110');
    expect(parseSelection(fail.searchParams.get('tariffs'))).toEqual(chosen);
    expect(paymentRetryOf(fail.search)).toEqual({ listing: 110, tariffs: JSON.stringify(chosen) });
  });

  it('names a purchase for one listing only: an order for several returns without one', () => {
    expect(returnUrls([101, 103], chosen, origin, 'ka')).toEqual({
      return_url_success: 'https://realt.ge/realt/payment-success',
      return_url_fail: 'https://realt.ge/realt/my-apartments-payment-fail',
    });
  });

  it('brings the visitor back in their language', () => {
    const urls = returnUrls([101], chosen, origin, 'en');
    expect(urls.return_url_success).toMatch(/^https:\/\/realt\.ge\/realt\/en\/payment-success\?listing=101&tariffs=/);
    expect(urls.return_url_fail).toMatch(/^https:\/\/realt\.ge\/realt\/en\/my-apartments-payment-fail\?listing=101&tariffs=/);
    expect(returnUrls([101], chosen, origin, 'ru').return_url_fail).toMatch(/^https:\/\/realt\.ge\/realt\/ru\/my-apartments-payment-fail\?listing=101&/);
  });
});

describe('confirming a card payment by the listing', () => {
  // listing 101 as the owner reads it: VIP and the colouring running, its Telegram publication pending
  const listing = { tariff: 'vip', tariff_end_date: '2026-12-15', raise: 0, raise_end_date: null, color: '#F5B700', color_end_date: '2026-12-15', telegram_publication: 'pending' } as const;
  const vipColoured = setTelegram(toggleTariff(toggleTariff(EMPTY_SELECTION, vip), coloring), true);
  // a day they run
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is confirmed when the listing runs every tariff and service bought, its Telegram publication too', () => {
    expect(runsSelection(listing, vipColoured)).toBe(true);
    expect(runsSelection(listing, toggleTariff(EMPTY_SELECTION, coloring))).toBe(true);
  });

  it('is not while anything bought is missing, nor for a purchase of nothing', () => {
    expect(runsSelection(listing, toggleTariff(EMPTY_SELECTION, superVip))).toBe(false);
    expect(runsSelection(listing, toggleTariff(vipColoured, raising))).toBe(false);
    expect(runsSelection({ ...listing, telegram_publication: null }, vipColoured)).toBe(false);
    expect(runsSelection(listing, EMPTY_SELECTION)).toBe(false);
  });

  it('is not by a service past its last day, though its flag is still on', () => {
    vi.setSystemTime(new Date('2026-12-15T20:00:00Z'));
    expect(runsSelection(listing, vipColoured)).toBe(false);
  });
});
