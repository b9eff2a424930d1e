// The yup schemas of the moderation dialogs (reject, Telegram publication, add tariff); the rules
// and their order follow §5, the first failing one is shown.
import { object, string } from 'yup';
import type { components } from '../../../api/schema.gen';
import type { Option } from '../../../domain/options';
import type { Rules } from '../../../domain/rules';
import type { AdminTexts } from '../../../i18n/admin.ka';
import { MAX_TARIFF_DAYS } from '../../../domain/limits';
import { isoDate } from '../shared/dates';
import { webLink } from '../shared/web-link';

type TariffName = components['schemas']['TariffName'];

/** Whether a value is one of the tariffs of the option catalogue (`tariffNames` of useOptions()). */
export function isTariffName(value: string, tariffNames: readonly Option[]): value is TariffName {
  return tariffNames.some((option) => option.value === value);
}

export const rejectSchema = (r: Rules) =>
  object({
    reject_category_ge: string().default('').test(r.required),
    reject_message: string().default('').test(r.required).test(r.maxLength()),
  });

export const telegramSchema = (r: Rules, t: AdminTexts['common']) =>
  object({
    publication_date: string().default('').test(r.required).test(isoDate(t.badDate)),
    link: string().default('').test(r.required).test(webLink(t.badLink)).test(r.maxLength()),
  });

export const tariffSchema = (r: Rules) =>
  object({
    tariff: string().default('').test(r.required),
    days: string()
      .default('')
      .test(r.required)
      .test(r.numeric)
      .test(r.validateNumber)
      .test(r.wrongFormatError(/^\d+$/, 'wholeNumber'))
      .test(r.maxValue(MAX_TARIFF_DAYS)),
  });
