// Calendar days as date inputs give them (YYYY-MM-DD).
import type { TestConfig } from 'yup';

/** A real calendar day written as YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Today in the browser's calendar. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A yup rule: empty passes (leave that to `required`), anything else must be a real day. */
export const isoDate = (message: string): TestConfig => ({
  name: 'isoDate',
  message,
  test: (value) => typeof value !== 'string' || value === '' || isIsoDate(value),
});
