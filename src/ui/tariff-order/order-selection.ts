// The tariff order selection of §3 as pure functions: what the user picked (tariffs and services
// with their days, a Telegram publication), its GEL total, the items the price calculation and the
// order send, and where the bank sends the browser back (§2 payment return routes). (The API's
// "basket" is the user's favourites; only the order's request body keeps that field name.)
import type { components } from '../../api/schema.gen';
import { absolute, paths, type PaymentRetry } from '../../config/paths';
import { parseNumber } from '../../domain/format';
import { runningServices } from '../../domain/promotion';
import type { Lang } from '../../i18n/lang';

export type Tariff = components['schemas']['Tariff'];
export type TariffName = components['schemas']['TariffName'];
type PriceItem = components['schemas']['PriceItem'];
type OrderBasket = components['schemas']['OrderBasket'];
type WithBalance = components['schemas']['WithBalance'];
type Promoted = Parameters<typeof runningServices>[0] & Pick<components['schemas']['AnnouncementCard'], 'telegram_publication'>;

export interface TariffSelection {
  /** days per chosen tariff or service, as typed; a name is chosen while it has an entry */
  days: Partial<Record<TariffName, string>>;
  telegram: boolean;
}

export const EMPTY_SELECTION: TariffSelection = { days: {}, telegram: false };

const TARIFF_NAMES: readonly TariffName[] = ['super_vip', 'vip_plus', 'vip', 'coloring', 'raising'];

// the three tariffs exclude each other; colouring and raising are services on top of any of them
const MAIN_TARIFFS: readonly TariffName[] = ['super_vip', 'vip_plus', 'vip'];
export const isMainTariff = (name: TariffName) => MAIN_TARIFFS.includes(name);

export const DEFAULT_DAYS = 7;

export function isChosen(selection: TariffSelection, name: TariffName): boolean {
  return selection.days[name] !== undefined;
}

export function isEmpty(selection: TariffSelection): boolean {
  return Object.keys(selection.days).length === 0;
}

/** Picks or drops a tariff; picking a tariff drops the other tariff, services stay. */
export function toggleTariff(selection: TariffSelection, tariff: Tariff): TariffSelection {
  const days = { ...selection.days };
  if (days[tariff.name] !== undefined) {
    delete days[tariff.name];
  } else {
    if (isMainTariff(tariff.name)) for (const name of MAIN_TARIFFS) delete days[name];
    days[tariff.name] = String(Math.min(Math.max(DEFAULT_DAYS, tariff.min_days), tariff.max_days));
  }
  // a Telegram publication rides on an ordered tariff or service
  return { days, telegram: Object.keys(days).length > 0 && selection.telegram };
}

export function setDays(selection: TariffSelection, name: TariffName, days: string): TariffSelection {
  return { ...selection, days: { ...selection.days, [name]: days } };
}

export function setTelegram(selection: TariffSelection, telegram: boolean): TariffSelection {
  return { ...selection, telegram: telegram && !isEmpty(selection) };
}

// the contract's PriceItem and BasketItem take 1 to 30 days, whatever a tariff allows
const DAYS_LIMIT = 30;
export const maxDays = (tariff: Tariff) => Math.min(tariff.max_days, DAYS_LIMIT);
export const minDays = (tariff: Tariff) => Math.max(1, tariff.min_days);

/** The days of a line as a number when they are acceptable (whole, from the tariff's min_days to its max_days); null otherwise. */
export function validDays(days: string, tariff: Tariff): number | null {
  const n = parseNumber(days);
  return Number.isInteger(n) && n >= minDays(tariff) && n <= maxDays(tariff) ? n : null;
}

/** The chosen tariffs in the order the server lists them, with their days as typed. */
export function chosenLines(selection: TariffSelection, tariffs: readonly Tariff[]): Array<{ tariff: Tariff; days: string }> {
  return tariffs.flatMap((tariff) => {
    const days = selection.days[tariff.name];
    return days === undefined ? [] : [{ tariff, days }];
  });
}

/** The chosen lines with their days as numbers; null while any line's days are not acceptable (validDays). */
export function validLines(selection: TariffSelection, tariffs: readonly Tariff[]): Array<{ tariff: Tariff; days: number }> | null {
  const lines = chosenLines(selection, tariffs).map(({ tariff, days }) => ({ tariff, days: validDays(days, tariff) }));
  return lines.every((line): line is { tariff: Tariff; days: number } => line.days !== null) ? lines : null;
}

/** GEL before the personal coefficient, for `listings` listings: price per day × days; null while any days are not acceptable. */
export function localTotal(selection: TariffSelection, tariffs: readonly Tariff[], listings = 1): number | null {
  const lines = validLines(selection, tariffs);
  if (!lines) return null;
  const sum = lines.reduce((total, { tariff, days }) => total + tariff.price * days, 0);
  return Math.round(sum * listings * 100) / 100;
}

/**
 * One line per chosen tariff and listing; the Telegram publication goes with a listing's first
 * line. None while any days are not acceptable: the price calculation is asked only for valid days.
 */
export function priceItems(selection: TariffSelection, tariffs: readonly Tariff[], ids: readonly number[]): PriceItem[] {
  const lines = validLines(selection, tariffs) ?? [];
  // a listing not saved yet is priced without an id (the create form)
  const listings: Array<number | undefined> = ids.length > 0 ? [...ids] : [undefined];
  return listings.flatMap((id) =>
    lines.map(({ tariff, days }, index) => ({
      ...(id === undefined ? {} : { announcement_id: id }),
      tariff: tariff.name,
      days,
      telegram_publication: selection.telegram && index === 0,
    })),
  );
}

export function orderPayload(selection: TariffSelection, tariffs: readonly Tariff[], ids: readonly number[], withBalance: WithBalance): OrderBasket {
  const announcements = ids.flatMap((id) =>
    priceItems(selection, tariffs, [id]).map((item) => ({ ...item, announcement_id: id })),
  );
  // the forms refuse days that are not acceptable before they order
  return { announcements, total: localTotal(selection, tariffs, ids.length) ?? 0, with_balance: withBalance, announcements_count: ids.length };
}

/**
 * The §2 payment return routes as full URLs of this site, in the visitor's language: the bank sends
 * the browser back to one of them. Whichever form ordered, the listing is saved by then (the listing
 * form saves first, and a saved listing is on moderation, where its form no longer opens), so both
 * return to my apartments with the listing and the tariffs chosen: a failure to buy them again
 * there, a success to be checked against the listing (anyone can type a return address).
 */
export function returnUrls(ids: readonly number[], selection: TariffSelection, origin: string, lang: Lang): { return_url_success: string; return_url_fail: string } {
  const retry = paymentRetry(ids, selection);
  return {
    return_url_success: origin + absolute(paths.paymentSuccess.href(retry), lang),
    return_url_fail: origin + absolute(paths.myApartmentsPaymentFail.href(retry), lang),
  };
}

/** The purchase to take up again: for one listing only, as the owner's tariff dialog sells it. */
export function paymentRetry(ids: readonly number[], selection: TariffSelection): PaymentRetry | undefined {
  const [listing, ...others] = ids;
  return listing !== undefined && others.length === 0 ? { listing, tariffs: JSON.stringify(selection) } : undefined;
}

/** A selection back from its JSON text (the listing form's draft); anything malformed is dropped. */
export function parseSelection(json: unknown): TariffSelection {
  let parsed: unknown;
  try {
    parsed = typeof json === 'string' && json ? JSON.parse(json) : json;
  } catch {
    return EMPTY_SELECTION;
  }
  if (typeof parsed !== 'object' || parsed === null || !('days' in parsed) || typeof parsed.days !== 'object' || parsed.days === null) {
    return EMPTY_SELECTION;
  }
  const days: TariffSelection['days'] = {};
  for (const name of TARIFF_NAMES) {
    const value: unknown = Reflect.get(parsed.days, name);
    if (typeof value === 'string') days[name] = value;
  }
  const telegram = 'telegram' in parsed && parsed.telegram === true;
  return { days, telegram: telegram && Object.keys(days).length > 0 };
}

/** Whether a listing runs everything a selection buys, its Telegram publication included: what confirms a card payment for it. */
export function runsSelection(listing: Promoted, selection: TariffSelection): boolean {
  const running = new Set(runningServices(listing).map((service) => service.name));
  return (
    !isEmpty(selection) &&
    TARIFF_NAMES.every((name) => !isChosen(selection, name) || running.has(name)) &&
    (!selection.telegram || listing.telegram_publication !== null)
  );
}
