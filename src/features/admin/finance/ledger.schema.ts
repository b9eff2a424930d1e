import { object, string } from 'yup';
import { maxLength } from '../../../domain/rules';
import { adminKa } from '../../../i18n/admin.ka';
import { isoDate } from '../shared/dates';

/** The ledger filter: optional days that must be real, the last not before the first. */
export const ledgerFilterSchema = object({
  type: string().default(''),
  user: string().default('').test(maxLength()),
  from: string().default('').test(isoDate(adminKa.common.badDate)),
  to: string()
    .default('')
    .test(isoDate(adminKa.common.badDate))
    .test({
      name: 'badRange',
      message: adminKa.ledger.badRange,
      // days as YYYY-MM-DD compare correctly as text
      test(value) {
        const from: unknown = this.parent?.from;
        return !value || typeof from !== 'string' || from === '' || value >= from;
      },
    }),
});
