import { describe, expect, it } from 'vitest';
import { isTariffName, rejectSchema, tariffSchema, telegramSchema } from '../../../../src/features/admin/moderation/dialogs.schema';
import { isIsoDate, todayIso } from '../../../../src/features/admin/shared/dates';
import { isWebLink } from '../../../../src/features/admin/shared/web-link';
import { firstErrors } from '../../../../src/ui/form/first-errors';
import type { Lang } from '../../../../src/i18n/lang';
import { inLang } from './in-lang';

const reject = () => rejectSchema(inLang('ka').r);
const telegram = (lang: Lang = 'ka') => {
  const { r, t } = inLang(lang);
  return telegramSchema(r, t.common);
};
const tariff = () => tariffSchema(inLang('ka').r);

describe('the moderation dialogs', () => {
  it('reject: a category and a non-empty reason', async () => {
    expect(await firstErrors(reject(), { reject_category_ge: '', reject_message: '  ' })).toEqual({
      reject_category_ge: 'გთხოვთ, შეავსოთ ველი',
      reject_message: 'გთხოვთ, შეავსოთ ველი',
    });
    expect(await firstErrors(reject(), { reject_category_ge: 'დუბლიკატი', reject_message: 'x'.repeat(1001) })).toEqual({
      reject_message: 'სიმბოლოების ლიმიტი გადაჭარბებულია',
    });
  });

  it('Telegram: a real day and a web link', async () => {
    expect(await firstErrors(telegram(), { publication_date: '2026-13-01', link: 't.me/realt_ge/1' })).toEqual({
      publication_date: 'შეიყვანეთ სწორი თარიღი',
      link: 'შეიყვანეთ სწორი ბმული (https://…)',
    });
    expect(await firstErrors(telegram(), { publication_date: '2026-11-21', link: 'https://t.me/realt_ge/1542' })).toEqual({});
    expect(await firstErrors(telegram('en'), { publication_date: '2026-13-01', link: 't.me/realt_ge/1' })).toEqual({
      publication_date: 'Enter a valid date',
      link: 'Enter a valid link (https://…)',
    });
  });

  it('add tariff: whole days from 1 to 365', async () => {
    expect(await firstErrors(tariff(), { tariff: 'vip', days: '0' })).toEqual({ days: 'დასაშვებია მხოლოდ 0-ზე მეტი მნიშვნელობა' });
    expect(await firstErrors(tariff(), { tariff: 'vip', days: '2.5' })).toEqual({ days: 'არასწორი ფორმატი: შეიყვანეთ მთელი რიცხვი, ათწილადის გარეშე' });
    expect(await firstErrors(tariff(), { tariff: 'vip', days: '366' })).toEqual({ days: 'მნიშვნელობა არ უნდა აღემატებოდეს 365-ს' });
    expect(await firstErrors(tariff(), { tariff: 'vip', days: '14' })).toEqual({});
    const { tariffNames } = inLang('ka').o;
    expect(isTariffName('super_vip', tariffNames)).toBe(true);
    expect(isTariffName('gold', tariffNames)).toBe(false);
  });

  it('knows a web link and a calendar day', () => {
    expect(isWebLink('https://t.me/realt_ge/1542')).toBe(true);
    expect(isWebLink('http://realt.ge')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('https://localhost')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('21.11.2026')).toBe(false);
    expect(todayIso(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
