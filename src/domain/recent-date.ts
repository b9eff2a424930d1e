// A date in a list of recent things, apart from the other formats: only the message list reads it.
import { LOCALES, type Lang } from '../i18n/lang';
import { dateParts, formatDate, tbilisiDay, wallClock } from './format';

const dayAndMonthFormats = new Map<Lang, Intl.DateTimeFormat>();
function dayAndMonth(lang: Exclude<Lang, 'ka'>): Intl.DateTimeFormat {
  let format = dayAndMonthFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang].intl, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayAndMonthFormats.set(lang, format);
  }
  return format;
}

/**
 * A timestamp as a mail client writes it: '14:05' on its own day, '22.11', '22 Nov', '22 нояб.'
 * within its year, else as formatDate ('22.11.2025'), so the name beside it keeps its room on a
 * phone. Days are Tbilisi's; `now` is the reader's clock.
 */
export function formatRecentDate(iso: string | null | undefined, lang: Lang, now = Date.now()): string {
  if (!iso) return '';
  const parts = dateParts(iso);
  if (!parts) return iso;
  const today = tbilisiDay(now);
  if (parts.year !== today.slice(0, 4)) return formatDate(iso, lang);
  if (/[T ]\d/.test(iso) && `${parts.year}-${parts.month}-${parts.day}` === today) return `${parts.hours}:${parts.minutes}`;
  return lang === 'ka' ? `${parts.day}.${parts.month}` : dayAndMonth(lang).format(wallClock(parts));
}
