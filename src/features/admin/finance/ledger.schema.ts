import { object, string } from 'yup';
import type { Rules } from '../../../domain/rules';
import type { AdminTexts } from '../../../i18n/admin.ka';
import { isoDate } from '../shared/dates';

/** The ledger filter: optional days that must be real, the last not before the first. */
export const ledgerFilterSchema = (r: Rules, t: AdminTexts) =>
  object({
    type: string().default(''),
    user: string().default('').test(r.maxLength()),
    from: string().default('').test(isoDate(t.common.badDate)),
    to: string()
      .default('')
      .test(isoDate(t.common.badDate))
      .test({
        name: 'badRange',
        message: t.ledger.badRange,
        // days as YYYY-MM-DD compare correctly as text
        test(value) {
          const from: unknown = this.parent?.from;
          return !value || typeof from !== 'string' || from === '' || value >= from;
        },
      }),
  });
