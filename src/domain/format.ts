// Display formats of §5/§9: numbers with a plain space (U+0020) as thousands separator, written by
// hand because Intl's separator depends on the machine's ICU data (often a no-break space).
import { toGel, type Currency } from './currency';

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

function formatFixed(n: number, decimals: number, keepZeros: boolean): string {
  if (!Number.isFinite(n)) return '';
  // epsilon so that 1.005 rounds up like a person would expect
  const fixed = (Math.round((Math.abs(n) + Number.EPSILON) * 10 ** decimals) / 10 ** decimals).toFixed(decimals);
  const [whole = '0', fraction = ''] = fixed.split('.');
  const shownFraction = keepZeros ? fraction : fraction.replace(/0+$/, '');
  const sign = n < 0 && fixed !== (0).toFixed(decimals) ? '-' : '';
  return `${sign}${group(whole)}${shownFraction ? `.${shownFraction}` : ''}`;
}

// 125000 -> '125 000'; 12.5 -> '12.5'; decimals only when present, at most 2
export function formatNumber(n: number): string {
  return formatFixed(n, 2, false);
}

export function formatUsd(n: number): string {
  return `${formatNumber(n)} $`;
}

export function formatUsdPerM2(n: number): string {
  return `${formatNumber(n)} $/მ²`;
}

// a USD price in whole lari at the day's rate (GEL for 1 USD): 285000 at 2.71 -> '772 350 ₾'
export function formatGelPrice(usd: number, rate: number): string {
  return `${formatFixed(toGel(usd, rate), 0, false)} ₾`;
}

export function formatGelPerM2(usd: number, rate: number): string {
  return `${formatGelPrice(usd, rate)}/მ²`;
}

// a price as one line of text, the chosen currency first: '285 000 $ · 772 350 ₾'; the dollars
// alone while the rate is unknown
export function formatPrices(usd: number, rate: number | undefined, lead: Currency = 'USD'): string {
  if (rate === undefined) return formatUsd(usd);
  const both = [formatUsd(usd), formatGelPrice(usd, rate)];
  return (lead === 'GEL' ? both.reverse() : both).join(' · ');
}

// wallet amounts in GEL always carry 2 decimals (§1)
export function formatGel(n: number): string {
  return `${formatFixed(n, 2, true)} ₾`;
}

export function formatArea(n: number): string {
  return `${formatNumber(n)} მ²`;
}

// '+995599123456' -> '+995 599 123-456' (§5: 3-3-3-3 for 12 digits); anything else unchanged
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const match = /^\+?(\d{3})(\d{3})(\d{3})(\d{3})$/.exec(phone.trim());
  return match ? `+${match[1]} ${match[2]} ${match[3]}-${match[4]}` : phone;
}

// a pasted or typed Georgian mobile in any usual spelling -> '+995XXXXXXXXX', or null
export function normalizePhone(input: string | null | undefined): string | null {
  if (!input || !/^[\d\s+()\-.]+$/.test(input)) return null;
  const digits = input.replace(/\D/g, '');
  const national = digits.length === 9 ? digits : /^(?:00)?995(\d{9})$/.exec(digits)?.[1];
  // every Georgian mobile number starts with 5
  return national && national.startsWith('5') ? `+995${national}` : null;
}

interface DateParts {
  year: string;
  month: string;
  day: string;
  hours: string;
  minutes: string;
}

const TBILISI_OFFSET_MS = 4 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

// dates with a zone (…Z, +02:00) are shown in Tbilisi time (UTC+4, no daylight saving since 2005)
// so every machine shows the same; dates without a zone are already local wall-clock time
function dateParts(iso: string): DateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(iso.trim());
  if (!match) return null;
  const [, year = '', month = '', day = '', hours = '00', minutes = '00', zone] = match;
  if (!zone) return { year, month, day, hours, minutes };
  const time = Date.parse(`${year}-${month}-${day}T${hours}:${minutes}:00${zone === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')}`);
  if (Number.isNaN(time)) return null;
  const tbilisi = new Date(time + TBILISI_OFFSET_MS);
  return {
    year: String(tbilisi.getUTCFullYear()),
    month: pad(tbilisi.getUTCMonth() + 1),
    day: pad(tbilisi.getUTCDate()),
    hours: pad(tbilisi.getUTCHours()),
    minutes: pad(tbilisi.getUTCMinutes()),
  };
}

// '2026-11-22' or an ISO timestamp -> '22.11.2026'; unreadable text is returned unchanged
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const parts = dateParts(iso);
  return parts ? `${parts.day}.${parts.month}.${parts.year}` : iso;
}

// -> '22.11.2026 14:05'
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const parts = dateParts(iso);
  return parts ? `${parts.day}.${parts.month}.${parts.year} ${parts.hours}:${parts.minutes}` : iso;
}

// §2 flat card: the title up to its first comma (skipping an empty lead, e.g. ', ვაკე')
export function firstTitleSegment(title: string | null | undefined): string {
  return (title ?? '').split(',').map((part) => part.trim()).find(Boolean) ?? '';
}

// 'ცოტნე დადიანის ქუჩა' + '151' -> 'ცოტნე დადიანის ქუჩა 151'
export function addressLine(address: string | null | undefined, houseNumber: string | number | null | undefined): string {
  return [address, houseNumber].map((part) => String(part ?? '').trim()).filter(Boolean).join(' ');
}
