import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../../../src/domain/rules';
import { validationTexts } from '../../../../src/i18n/catalogues';
import { textsFor } from '../../../../src/i18n/texts';
import { daysError, selectionErrors } from '../../../../src/ui/tariff-order/days-errors';
import { EMPTY_SELECTION, setDays, toggleTariff, validDays, type Tariff } from '../../../../src/ui/tariff-order/order-selection';

const tariff = (id: number, name: Tariff['name'], price: number): Tariff => ({ id, name, title: name, price, min_days: 1, max_days: 30, color: null });
const vip = tariff(3, 'vip', 6);
const coloring = tariff(4, 'coloring', 2);
const tariffs = [tariff(1, 'super_vip', 15), tariff(2, 'vip_plus', 10), vip, coloring, tariff(5, 'raising', 1)];
const atLeast = (min: number) => `at least ${min}`;

describe('the days (§5 rules)', () => {
  it('says what is wrong with the days of each chosen line', () => {
    const rules = rulesFor(textsFor(validationTexts, 'ka'), 'ka');
    expect(daysError('', vip, rules, atLeast)).toBe('გთხოვთ, შეავსოთ ველი');
    expect(daysError('abc', vip, rules, atLeast)).toBe('შეიყვანეთ რიცხვი ციფრებით');
    expect(daysError('0', vip, rules, atLeast)).toBe('დასაშვებია მხოლოდ 0-ზე მეტი მნიშვნელობა');
    expect(daysError('1.5', vip, rules, atLeast)).toBe('არასწორი ფორმატი: შეიყვანეთ მთელი რიცხვი, ათწილადის გარეშე');
    expect(daysError('31', vip, rules, atLeast)).toBe('მნიშვნელობა არ უნდა აღემატებოდეს 30-ს');
    expect(daysError('30', vip, rules, atLeast)).toBeUndefined();
    expect(daysError('7,5', vip, rules, atLeast)).toBe('არასწორი ფორმატი: შეიყვანეთ მთელი რიცხვი, ათწილადის გარეშე');
    const selection = setDays(toggleTariff(toggleTariff(EMPTY_SELECTION, vip), coloring), 'coloring', '0');
    expect(selectionErrors(selection, tariffs, rules, atLeast)).toEqual({ coloring: 'დასაშვებია მხოლოდ 0-ზე მეტი მნიშვნელობა' });
  });

  it('refuses days under the tariff’s minimum, and reads acceptable days alone as numbers', () => {
    const rules = rulesFor(textsFor(validationTexts, 'ka'), 'ka');
    const week = { ...vip, min_days: 7 };
    expect(daysError('3', week, rules, atLeast)).toBe('at least 7');
    expect(daysError('7', week, rules, atLeast)).toBeUndefined();
    expect(validDays('3', week)).toBeNull();
    expect(validDays('7', week)).toBe(7);
    for (const days of ['0', '45', '7,5', '', 'x']) expect(validDays(days, vip)).toBeNull();
    // the contract's PriceItem takes at most 30 days, whatever the tariff allows
    expect(validDays('31', { ...vip, max_days: 60 })).toBeNull();
  });

  it('speaks the language of the rules it is given', () => {
    const english = rulesFor(textsFor(validationTexts, 'en'), 'en');
    expect(daysError('', vip, english, atLeast)).toBe(textsFor(validationTexts, 'en').required);
  });
});
