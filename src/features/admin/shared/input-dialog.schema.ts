import { object, string, type TestConfig } from 'yup';
import { parseNumber } from '../../../domain/format';
import type { Rules } from '../../../domain/rules';

/** The contract's bounds: a coefficient above 0 and at most 10; a transfer of 0.01 (a tetri) to 100 000 GEL. */
export const COEFFICIENT_MAX = 10;
export const AMOUNT_MIN = 0.01;
export const AMOUNT_MAX = 100000;
export const PERCENT_MAX = 100;

export type AmountUnit = 'gel' | 'percent';

// a positive number, trimmed, checked rule by rule so the first failing one speaks (§5); `written`:
// how it must be written, told before how much it is ('100,500' is told its grouping, not the maximum)
const positive = (r: Rules, max: number, written?: TestConfig) => {
  const number = string().default('').test(r.required).test(r.numeric);
  return (written ? number.test(written) : number).test(r.validateNumber).test(r.maxValue(max));
};

export const coefficientSchema = (r: Rules) => object({ coefficient: positive(r, COEFFICIENT_MAX) });

/** The unit a money form's values ask for: a percent only of a balance above 0. */
export const unitOf = (unit: unknown, base: number): AmountUnit => (unit === 'percent' && base > 0 ? 'percent' : 'gel');

/**
 * Money, in the unit the values choose: GEL with at most 2 decimals, or a percent of `base` that
 * comes to a tetri at least (`belowMinimum` says it does not); and always a reason. `cap`: the most
 * it may come to (a percent comes to `base` at most).
 */
export function amountSchema(r: Rules, base: number, belowMinimum: string, cap?: { most: number; message: string }) {
  const amount = string().when('unit', ([unit]) =>
    unitOf(unit, base) === 'percent'
      ? positive(r, PERCENT_MAX).test({
          name: 'belowMinimum',
          message: belowMinimum,
          // a small percent of a small balance rounds to 0.00, which the contract refuses
          test: (value) => {
            const percent = parseNumber(value);
            return !Number.isFinite(percent) || percent <= 0 || percentToAmount(base, percent) >= AMOUNT_MIN;
          },
        })
      : positive(r, AMOUNT_MAX, r.money).test({
          name: 'aboveMost',
          message: cap?.message,
          test: (value) => cap === undefined || !(parseNumber(value) > cap.most),
        }),
  );
  return object({
    amount,
    unit: string().default('gel'),
    reason: string().default('').test(r.required).test(r.maxLength()),
  });
}

/** A percent of a balance in GEL, rounded to the tetri (2 decimals). */
export function percentToAmount(base: number, percent: number): number {
  return Math.round(base * percent) / 100;
}

/** The GEL amount a money form asks for. */
export function amountOf(unit: AmountUnit, value: number, base: number): number {
  return unit === 'percent' ? percentToAmount(base, value) : value;
}
