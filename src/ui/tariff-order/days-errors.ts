// The §5 rules for the days of a chosen tariff or service, as messages: kept apart from the
// selection (order-selection.ts) so that a page that only reads a selection loads no validation library.
import { string } from 'yup';
import { parseNumber } from '../../domain/format';
import type { Rules } from '../../domain/rules';
import { chosenLines, maxDays, type Tariff, type TariffName, type TariffSelection } from './order-selection';

/**
 * The §5 rules for a number of days, the first failing one speaking (in the rules' language);
 * `atLeast` words the tariff's minimum. Undefined exactly when validDays reads a number.
 */
export function daysError(days: string, tariff: Tariff, r: Rules, atLeast: (min: number) => string): string | undefined {
  const schema = string()
    .default('')
    .test(r.required)
    .test(r.numeric)
    .test(r.validateNumber)
    .test(r.wrongFormatError(/^\s*\d+\s*$/, 'wholeNumber'))
    .test({ name: 'minDays', message: atLeast(tariff.min_days), test: (value) => !(parseNumber(value) < tariff.min_days) })
    .test(r.maxValue(maxDays(tariff)));
  try {
    schema.validateSync(days, { abortEarly: false });
    return undefined;
  } catch (error) {
    const errors = error instanceof Error && 'errors' in error && Array.isArray(error.errors) ? error.errors : [];
    return typeof errors[0] === 'string' ? errors[0] : undefined;
  }
}

/** The message of each chosen line whose days are not acceptable. */
export function selectionErrors(
  selection: TariffSelection,
  tariffs: readonly Tariff[],
  r: Rules,
  atLeast: (min: number) => string,
): Partial<Record<TariffName, string>> {
  const errors: Partial<Record<TariffName, string>> = {};
  for (const { tariff, days } of chosenLines(selection, tariffs)) {
    const message = daysError(days, tariff, r, atLeast);
    if (message) errors[tariff.name] = message;
  }
  return errors;
}
