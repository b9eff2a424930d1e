import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTariffName, isTelegramPost, rejectSchema, tariffSchema, telegramSchema } from '../../../../src/features/admin/moderation/dialogs.schema';
import { isIsoDate, todayIso } from '../../../../src/features/admin/shared/dates';
import { isWebLink } from '../../../../src/features/admin/shared/web-link';
import { firstErrors } from '../../../../src/ui/form/first-errors';
import type { Lang } from '../../../../src/i18n/lang';
import { inLang } from './in-lang';

afterEach(() => vi.useRealTimers());

const reject = () => rejectSchema(inLang('ka').r);
const telegram = (lang: Lang = 'ka') => {
  const { r, t } = inLang(lang);
  return telegramSchema(r, t);
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

  it('Telegram: a real day from 2013 to today and the link of a post on t.me', async () => {
    // midday: the 28th in any time zone the test may run in
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z'), toFake: ['Date'] });
    expect(await firstErrors(telegram(), { publication_date: '2026-13-01', link: 't.me/realt_ge/1' })).toEqual({
      publication_date: 'შეიყვანეთ სწორი თარიღი',
      link: 'მიუთითეთ პოსტის ბმული t.me-ზე: https://t.me/არხი/ნომერი',
    });
    expect(await firstErrors(telegram(), { publication_date: '2026-11-28', link: 'https://t.me/realt_ge/1542' })).toEqual({});
    expect(await firstErrors(telegram(), { publication_date: '2013-01-01', link: 'https://telegram.me/s/realt_ge/7/' })).toEqual({});
    expect(await firstErrors(telegram('en'), { publication_date: '2026-11-29', link: 'http://t.me/realt_ge/1542' })).toEqual({
      publication_date: 'Enter a day from 2013 to today',
      link: 'Enter the post’s link on t.me: https://t.me/channel/number',
    });
    expect(await firstErrors(telegram('ru'), { publication_date: '1900-06-14', link: 'https://t.me.evil.ge/realt_ge/1542' })).toEqual({
      publication_date: 'Укажите день с 2013 года по сегодняшний',
      link: 'Укажите ссылку на пост в t.me: https://t.me/канал/номер',
    });
  });

  it('knows a Telegram post from another link', () => {
    expect(isTelegramPost('https://t.me/realt_ge/1542')).toBe(true);
    expect(isTelegramPost('https://t.me/c/1234567890/15')).toBe(true);
    expect(isTelegramPost('https://t.me/realt_ge')).toBe(false);
    expect(isTelegramPost('https://t.me/realt_ge/joinchat')).toBe(false);
    expect(isTelegramPost('https://example.com/realt_ge/1542')).toBe(false);
    expect(isTelegramPost('javascript:alert(1)//t.me/realt_ge/1')).toBe(false);
    expect(isTelegramPost('https://someone:secret@t.me/realt_ge/1542')).toBe(false);
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
