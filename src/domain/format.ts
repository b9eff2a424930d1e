// Display formats per language. Georgian keeps §5/§9's: numbers with a plain space (U+0020) as
// thousands separator, written by hand because Intl's Georgian separator is a no-break space and
// differs with the machine's ICU data. English and Russian are Intl's.
import { LOCALES, type Lang } from '../i18n/lang';
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

// Intl's formats for English and Russian, made once per language
const numberFormats = new Map<string, Intl.NumberFormat>();
function intlNumber(lang: Exclude<Lang, 'ka'>, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = lang + JSON.stringify(options);
  let found = numberFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(LOCALES[lang].intl, options);
    numberFormats.set(key, found);
  }
  return found;
}

const UNIT_M2: Record<Lang, string> = { ka: 'მ²', en: 'm²', ru: 'м²' };

// Georgian: 125000 -> '125 000'; 12.5 -> '12.5' (§5/§9); English (British) '125,000', Russian '125 000';
// decimals only when present, at most 2; or exactly `decimals` (a column of figures of one precision)
export function formatNumber(n: number, lang: Lang, decimals?: number): string {
  if (lang === 'ka' || !Number.isFinite(n)) return formatFixed(n, decimals ?? 2, decimals !== undefined);
  return intlNumber(lang, { minimumFractionDigits: decimals ?? 0, maximumFractionDigits: decimals ?? 2 }).format(n);
}

// the decimal mark a number field shows: Georgian keeps §5/§9's point, Russian writes a comma
const DECIMAL_MARK: Record<Lang, '.' | ','> = { ka: '.', en: '.', ru: ',' };

/**
 * A number as a form field shows it, in the language's form and without grouping: 54.5 -> '54,5'
 * in Russian; three decimals get a fourth digit, as a mark before exactly three digits reads as
 * thousands (parseNumber).
 */
export function numberInput(n: number | null | undefined, lang: Lang): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  const text = String(n).replace('.', DECIMAL_MARK[lang]);
  return /[.,]\d{3}$/.test(text) ? `${text}0` : text;
}

// digits grouped by thousands with spaces, commas or points (a first group of 0 is a decimal: '0,125')
const SPACE_GROUPS = /^-?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?=[.,]|$)/;
const COMMA_GROUPS = /^-?[1-9]\d{0,2}(?:,\d{3})+(?=\.|$)/;
const POINT_GROUPS = /^-?[1-9]\d{0,2}(?:\.\d{3})+(?=,|$)/;
const PLAIN_NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A lone point or comma before exactly three digits ('1,500', '6.125'): parseNumber reads thousands,
 * which may be a thousand times what was meant where thousandths are not (money) or may be.
 */
export const readsAsThousands = (text: string): boolean => /^-?\d{1,3}[.,]\d{3}$/.test(text.trim());

/**
 * The one reading of a number typed into a form, the same in every language, so a switch of
 * language never changes what was typed: spaces, or a comma or a point before exactly three digits,
 * group thousands ('120 000', '125.000', '1,250.5', '1.250,5': prices and areas have no
 * thousandths); any other comma is a decimal mark ('54,5', what Georgian and Russian phone
 * keyboards offer), as is a point. NaN for anything else (an exponent, two decimal marks, letters).
 */
export function parseNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const ungrouped = value.trim().replace(SPACE_GROUPS, (digits) => digits.replace(/[ \u00a0\u202f]/g, ''));
  const text = COMMA_GROUPS.test(ungrouped)
    ? ungrouped.replace(COMMA_GROUPS, (digits) => digits.replaceAll(',', ''))
    : ungrouped.replace(POINT_GROUPS, (digits) => digits.replaceAll('.', '')).replace(',', '.');
  return PLAIN_NUMBER.test(text) ? Number(text) : Number.NaN;
}

function money(n: number, currency: 'USD' | 'GEL', lang: Exclude<Lang, 'ka'>, decimals: { min: number; max: number }): string {
  const format = intlNumber(lang, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: decimals.min, maximumFractionDigits: decimals.max });
  // ICU's Russian narrow symbol for the lari is the Georgian letter ლ: the sign ₾ is the one every
  // language shows
  return format
    .formatToParts(n)
    .map((part) => (part.type === 'currency' && currency === 'GEL' ? '₾' : part.value))
    .join('');
}

// '285 000 $' (§9), '$285,000', '285 000 $'; `decimals` as formatNumber's
export function formatUsd(n: number, lang: Lang, decimals?: number): string {
  if (lang === 'ka' || !Number.isFinite(n)) return `${formatNumber(n, 'ka', decimals)} $`;
  return money(n, 'USD', lang, { min: decimals ?? 0, max: decimals ?? 2 });
}

export function formatUsdPerM2(n: number, lang: Lang, decimals?: number): string {
  return `${formatUsd(n, lang, decimals)}/${UNIT_M2[lang]}`;
}

// an amount in whole lari: '772 350 ₾', '₾772,350'
export function formatWholeLari(gel: number, lang: Lang): string {
  if (lang === 'ka' || !Number.isFinite(gel)) return `${formatFixed(gel, 0, false)} ₾`;
  return money(gel, 'GEL', lang, { min: 0, max: 0 });
}

// a USD price in whole lari at the day's rate (GEL for 1 USD): 285000 at 2.71 -> '772 350 ₾'
export function formatGelPrice(usd: number, rate: number, lang: Lang): string {
  return formatWholeLari(toGel(usd, rate), lang);
}

export function formatGelPerM2(usd: number, rate: number, lang: Lang): string {
  return `${formatGelPrice(usd, rate, lang)}/${UNIT_M2[lang]}`;
}

// a figure of 1 m² published in lari, as it is: 5880 -> '5 880 ₾/მ²', '₾5,880/m²'
export function formatLariPerM2(gel: number, lang: Lang): string {
  return `${formatWholeLari(gel, lang)}/${UNIT_M2[lang]}`;
}

/** One amount of a price, in one currency. */
export interface Amount {
  currency: Currency;
  text: string;
}

/**
 * The one way a USD price is written in the visitor's lead currency: its amounts in the order
 * shown, the lead's first and the other after it, at the day's rate; the dollars alone while the
 * rate is unknown, so lari never lead without one.
 */
export function leadAmounts(usd: number, rate: number | undefined, lead: Currency, lang: Lang): [Amount] | [Amount, Amount] {
  const dollars: Amount = { currency: 'USD', text: formatUsd(usd, lang) };
  if (rate === undefined) return [dollars];
  const lari: Amount = { currency: 'GEL', text: formatGelPrice(usd, rate, lang) };
  return lead === 'GEL' ? [lari, dollars] : [dollars, lari];
}

// a price as one line of text, the chosen currency first: '285 000 $ · 772 350 ₾'; the dollars
// alone while the rate is unknown
export function formatPrices(usd: number, rate: number | undefined, lead: Currency, lang: Lang): string {
  return leadAmounts(usd, rate, lead, lang)
    .map((amount) => amount.text)
    .join(' · ');
}

// a USD amount in the lead currency alone, as a price's first: '772 350 ₾'; the dollars while the rate is unknown
export const formatLead = (usd: number, rate: number | undefined, lead: Currency, lang: Lang): string => leadAmounts(usd, rate, lead, lang)[0].text;

// a USD price of 1 m² in the lead currency alone: '6 436 ₾/მ²'
export const formatLeadPerM2 = (usd: number, rate: number | undefined, lead: Currency, lang: Lang): string => `${formatLead(usd, rate, lead, lang)}/${UNIT_M2[lang]}`;

// wallet amounts in GEL always carry 2 decimals (§1)
export function formatGel(n: number, lang: Lang): string {
  if (lang === 'ka' || !Number.isFinite(n)) return `${formatFixed(n, 2, true)} ₾`;
  return money(n, 'GEL', lang, { min: 2, max: 2 });
}

export function formatArea(n: number, lang: Lang): string {
  return `${formatNumber(n, lang)} ${UNIT_M2[lang]}`;
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

/** The day of Tbilisi's calendar at `time` (YYYY-MM-DD), as the API's dates without a time name days. */
export const tbilisiDay = (time: number): string => new Date(time + TBILISI_OFFSET_MS).toISOString().slice(0, 10);

// dates with a zone (…Z, +02:00) are shown in Tbilisi time (UTC+4, no daylight saving since 2005)
// so every machine shows the same; dates without a zone are already local wall-clock time
export function dateParts(iso: string): DateParts | null {
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

const dateFormats = new Map<string, Intl.DateTimeFormat>();
// a date alone has room for the month's full English name ('28 November 2026'); Russian keeps
// its usual abbreviation, and a date with a time the short form ('28 Nov 2026, 16:10')
const DATE_ALONE: Record<Exclude<Lang, 'ka'>, 'long' | 'medium'> = { en: 'long', ru: 'medium' };
// the wall-clock parts are Tbilisi's already: Intl only writes them, in UTC
function intlFormat(lang: Exclude<Lang, 'ka'>, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang}${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    const style = withTime ? { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' } as const : { dateStyle: DATE_ALONE[lang] };
    format = new Intl.DateTimeFormat(LOCALES[lang].intl, { ...style, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

export const wallClock = (parts: DateParts) => Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hours), Number(parts.minutes));

// '2026-11-22' or an ISO timestamp -> '22.11.2026', '22 November 2026', '22 нояб. 2026 г.'; unreadable text is returned unchanged
export function formatDate(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  const parts = dateParts(iso);
  if (!parts) return iso;
  return lang === 'ka' ? `${parts.day}.${parts.month}.${parts.year}` : intlFormat(lang, false).format(wallClock(parts));
}

// -> '22.11.2026 14:05'
export function formatDateTime(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  const parts = dateParts(iso);
  if (!parts) return iso;
  return lang === 'ka' ? `${parts.day}.${parts.month}.${parts.year} ${parts.hours}:${parts.minutes}` : intlFormat(lang, true).format(wallClock(parts));
}

// -> ['22.11.2026', '14:05'], ['22 Nov 2026,', '14:05']: formatDateTime's text in two pieces, for a
// narrow cell to break between (cut where the hour starts); unreadable text is returned whole
export function dateAndTime(iso: string | null | undefined, lang: Lang): [string] | [string, string] {
  const text = formatDateTime(iso, lang);
  const parts = iso ? dateParts(iso) : null;
  if (!parts) return [text];
  if (lang === 'ka') return [`${parts.day}.${parts.month}.${parts.year}`, `${parts.hours}:${parts.minutes}`];
  const written = intlFormat(lang, true).formatToParts(wallClock(parts));
  const hour = written.findIndex((part) => part.type === 'hour');
  const at = written.slice(0, hour).reduce((length, part) => length + part.value.length, 0);
  return [text.slice(0, at).trimEnd(), text.slice(at)];
}

// ['VIP', 'Colour'] -> 'VIP and Colour', 'VIP და Colour'; 'a, b and c'. Georgian by hand: a browser
// without its locale data (Chromium on Debian) falls back to English ('and'), unlike the server's page
export const formatList = (items: readonly string[], lang: Lang): string =>
  lang === 'ka' && items.length > 1
    ? `${items.slice(0, -1).join(', ')} და ${items[items.length - 1]}`
    : new Intl.ListFormat(LOCALES[lang].intl, { type: 'conjunction' }).format(items);

// §2 flat card: the title up to its first comma (skipping an empty lead, e.g. ', ვაკე')
export function firstTitleSegment(title: string | null | undefined): string {
  return (title ?? '').split(',').map((part) => part.trim()).find(Boolean) ?? '';
}

// 'ცოტნე დადიანის ქუჩა' + '151' -> 'ცოტნე დადიანის ქუჩა 151'
export function addressLine(address: string | null | undefined, houseNumber: string | number | null | undefined): string {
  return [address, houseNumber].map((part) => String(part ?? '').trim()).filter(Boolean).join(' ');
}
