import { object, string, type TestConfig } from 'yup';
import { parseNumber } from '../../../domain/format';
import { MAX_TARIFF_DAYS } from '../../../domain/limits';
import type { Rules } from '../../../domain/rules';
import type { AdminTexts } from '../../../i18n/admin.ka';

/** A tariff's price (GEL a day, 0 allowed) and its day range (1 to 365, the contract's), the maximum not below the minimum. */
export function tariffSchema(r: Rules, t: AdminTexts['tariffs']) {
  const notNegative: TestConfig = {
    name: 'notNegative',
    message: t.notNegative,
    test: (value) => typeof value !== 'string' || value === '' || !(parseNumber(value) < 0),
  };
  const wholeDays: TestConfig = {
    name: 'wholeDays',
    message: t.wholeDays,
    test: (value) => typeof value !== 'string' || value === '' || /^\d+$/.test(value),
  };
  const days = () => string().default('').test(r.required).test(r.numeric).test(r.validateNumber).test(wholeDays).test(r.maxValue(MAX_TARIFF_DAYS));

  return object({
    price: string().default('').test(r.required).test(r.numeric).test(notNegative).test(r.money),
    min_days: days(),
    max_days: days().test({
      name: 'maxBelowMin',
      message: t.maxBelowMin,
      test(value) {
        const min = parseNumber(this.parent?.min_days);
        return typeof value !== 'string' || value === '' || !Number.isFinite(min) || parseNumber(value) >= min;
      },
    }),
  });
}
