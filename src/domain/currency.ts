// Prices are kept in USD (§7); Georgian law asks for them in lari too, at the day's rate
// (GEL for 1 USD). Both directions round to whole units: the rate is a daily estimate, and
// since it is above 1, USD -> GEL -> USD gives back the same dollars, so switching the
// catalogue's currency keeps the very same search.

export type Currency = 'USD' | 'GEL';

export function toGel(usd: number, rate: number): number {
  return Math.round(usd * rate);
}

export function toUsd(gel: number, rate: number): number {
  return Math.round(gel / rate);
}
