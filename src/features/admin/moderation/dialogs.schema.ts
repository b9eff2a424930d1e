// The yup schemas of the moderation dialogs (reject, Telegram publication, add tariff); the rules
// and their order follow §5, the first failing one is shown.
import { object, string } from 'yup';
import type { components } from '../../../api/schema.gen';
import type { Option } from '../../../domain/options';
import type { Rules } from '../../../domain/rules';
import type { AdminTexts } from '../../../i18n/admin.ka';
import { MAX_TARIFF_DAYS } from '../../../domain/limits';
import { isIsoDate, isoDate, todayIso } from '../shared/dates';

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

// the channel's posts: none before Telegram itself (2013), none of a day still to come
export const FIRST_POST_DAY = '2013-01-01';

/** A channel's post as its Share gives it: https://t.me/channel/number, or t.me/c/id/number for a private one (telegram.me is t.me's other name). */
export function isTelegramPost(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && ['t.me', 'telegram.me'].includes(url.hostname) && /^\/(s\/)?(\w{4,}|c\/\d+)\/\d+\/?$/.test(url.pathname);
  } catch {
    return false;
  }
}

/** The Telegram publication: its day, from 2013 to today (the browser's calendar when checked), and its post's link. */
export const telegramSchema = (r: Rules, t: AdminTexts) =>
  object({
    publication_date: string()
      .default('')
      .test(r.required)
      .test(isoDate(t.common.badDate))
      .test({ name: 'postDay', message: t.telegram.badDay, test: (value) => !isIsoDate(value) || (value >= FIRST_POST_DAY && value <= todayIso()) }),
    link: string()
      .default('')
      .test(r.required)
      .test({ name: 'telegramPost', message: t.telegram.badLink, test: (value) => value === '' || isTelegramPost(value) })
      .test(r.maxLength()),
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
