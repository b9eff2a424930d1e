// The typing mask of PhoneInput: the input holds the national part of a Georgian number as
// '### ###-###' (the '+995' prefix is drawn beside it, §5 mask '+995 ### ###-###').
import { normalizePhone } from '../../domain/format';

const NATIONAL_DIGITS = 9;

/**
 * Any typed or pasted spelling -> '599 123-456' (or the part typed so far). A digit beyond nine
 * stays, after the last group, for the number's rule to refuse: a digit typed twice, dropped,
 * would send the code to another number.
 */
export function maskNationalPhone(raw: string): string {
  const full = normalizePhone(raw);
  let digits = full ? full.slice(-NATIONAL_DIGITS) : raw.replace(/\D/g, '');
  // a pasted international number that is not complete yet still loses its country code
  if (!full && (raw.trimStart().startsWith('+') || digits.length > NATIONAL_DIGITS)) digits = digits.replace(/^(00)?995/, '');
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return parts[0] + (parts[1] ? ` ${parts[1]}` : '') + (parts[2] ? `-${parts[2]}` : '');
}

/** '+995599123456' (as stored or sent) -> '599 123-456' for the input. */
export function nationalPart(phone: string | null | undefined): string {
  return phone ? maskNationalPhone(phone) : '';
}

/** Where the caret goes after masking: behind the same number of digits as before. */
export function caretAfterDigits(masked: string, digitsBefore: number): number {
  let seen = 0;
  for (let index = 0; index < masked.length; index++) {
    if (seen === digitsBefore) return index;
    if (/\d/.test(masked.charAt(index))) seen++;
  }
  return masked.length;
}
