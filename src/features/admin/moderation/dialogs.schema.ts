// The yup schemas of the moderation dialogs (reject, Telegram publication, add tariff); the rules
// and their order follow §5, the first failing one is shown.
import { object, string } from 'yup';
import type { components } from '../../../api/schema.gen';
import { tariffNames } from '../../../domain/options';
import { maxLength, maxValue, numeric, required, validateNumber, wrongFormatError } from '../../../domain/rules';
import { adminKa } from '../../../i18n/admin.ka';
import { isoDate } from '../shared/dates';
import { webLink } from '../shared/web-link';

type TariffName = components['schemas']['TariffName'];

export const MAX_TARIFF_DAYS = 365;

export function isTariffName(value: string): value is TariffName {
  return tariffNames.some((option) => option.value === value);
}

export const rejectSchema = object({
  reject_category_ge: string().default('').test(required),
  reject_message: string().default('').test(required).test(maxLength()),
});

export const telegramSchema = object({
  publication_date: string().default('').test(required).test(isoDate(adminKa.common.badDate)),
  link: string().default('').test(required).test(webLink).test(maxLength()),
});

export const tariffSchema = object({
  tariff: string().default('').test(required),
  days: string()
    .default('')
    .test(required)
    .test(numeric)
    .test(validateNumber)
    .test(wrongFormatError(/^\d+$/))
    .test(maxValue(MAX_TARIFF_DAYS)),
});
