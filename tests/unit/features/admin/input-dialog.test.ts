import { describe, expect, it } from 'vitest';
import { amountOf, amountSchema, coefficientSchema, percentToAmount, unitOf } from '../../../../src/features/admin/shared/input-dialog.schema';
import { firstErrors } from '../../../../src/ui/form/first-errors';
import { inLang } from './in-lang';

const coefficient = () => coefficientSchema(inLang('ka').r);
const belowMinimum = 'less than 0.01 ₾';
const amount = (base = 124.5) => amountSchema(inLang('ka').r, base, belowMinimum);

describe('the input dialog', () => {
  it('coefficient option: a number above 0 and at most 10, the first failing rule speaking', async () => {
    expect(await firstErrors(coefficient(), { coefficient: '' })).toEqual({ coefficient: 'გთხოვთ, შეავსოთ ველი' });
    expect(await firstErrors(coefficient(), { coefficient: 'abc' })).toEqual({ coefficient: 'შეიყვანეთ რიცხვი ციფრებით' });
    expect(await firstErrors(coefficient(), { coefficient: '0' })).toEqual({ coefficient: 'დასაშვებია მხოლოდ 0-ზე მეტი მნიშვნელობა' });
    expect(await firstErrors(coefficient(), { coefficient: '-1' })).toEqual({ coefficient: 'დასაშვებია მხოლოდ 0-ზე მეტი მნიშვნელობა' });
    expect(await firstErrors(coefficient(), { coefficient: '10.5' })).toEqual({ coefficient: 'მნიშვნელობა არ უნდა აღემატებოდეს 10-ს' });
    expect(await firstErrors(coefficient(), { coefficient: '0.8' })).toEqual({});
  });

  it('percent option in GEL: at most 2 decimals, and a reason', async () => {
    expect(await firstErrors(amount(), { unit: 'gel', amount: '12.3456', reason: 'x' })).toEqual({ amount: 'არასწორი ფორმატი: შეიყვანეთ თანხა მაქსიმუმ 2 ათწილადი ნიშნით, მაგ. 12.50' });
    expect(await firstErrors(amount(), { unit: 'gel', amount: '12.34', reason: '   ' })).toEqual({ reason: 'გთხოვთ, შეავსოთ ველი' });
    expect(await firstErrors(amount(), { unit: 'gel', amount: '150', reason: 'კომპენსაცია' })).toEqual({});
    // how it is written speaks before how much it is: 100,500 may be a hundred lari and a half
    expect(await firstErrors(amount(), { unit: 'gel', amount: '100,500', reason: 'x' })).toEqual({ amount: 'ათასები ჰარით გამოყავით (1 000), ათწილადი კი — მაქსიმუმ ორი ციფრით (1.50)' });
  });

  it('a debit in GEL is refused above the balance, before it is sent', async () => {
    const debit = amountSchema(inLang('ka').r, 124.5, belowMinimum, { most: 124.5, message: 'balance too low' });
    expect(await firstErrors(debit, { unit: 'gel', amount: '124.51', reason: 'x' })).toEqual({ amount: 'balance too low' });
    expect(await firstErrors(debit, { unit: 'gel', amount: '124,50', reason: 'x' })).toEqual({});
    expect(await firstErrors(debit, { unit: 'percent', amount: '100', reason: 'x' })).toEqual({});
  });

  it('percent option as a percent: above 0 and at most 100', async () => {
    expect(await firstErrors(amount(), { unit: 'percent', amount: '150', reason: 'x' })).toEqual({ amount: 'მნიშვნელობა არ უნდა აღემატებოდეს 100-ს' });
    expect(await firstErrors(amount(), { unit: 'percent', amount: '12.5', reason: 'x' })).toEqual({});
  });

  it('refuses a percent that comes to less than a tetri, which the contract would refuse as 0.00', async () => {
    expect(await firstErrors(amount(4.2), { unit: 'percent', amount: '0.1', reason: 'x' })).toEqual({ amount: belowMinimum });
    expect(await firstErrors(amount(4.2), { unit: 'percent', amount: '0.11', reason: 'x' })).toEqual({ amount: belowMinimum });
    // 0.12 % of 4.20 GEL is 0.00504, a tetri once rounded
    expect(await firstErrors(amount(4.2), { unit: 'percent', amount: '0.12', reason: 'x' })).toEqual({});
    expect(await firstErrors(amount(4.2), { unit: 'percent', amount: '0', reason: 'x' })).toEqual({ amount: 'დასაშვებია მხოლოდ 0-ზე მეტი მნიშვნელობა' });
  });

  it('takes a percent only of a balance above 0: a kept percent draft of a balance since emptied is GEL', async () => {
    expect(await firstErrors(amount(0), { unit: 'percent', amount: '150', reason: 'x' })).toEqual({});
    expect(unitOf('percent', 0)).toBe('gel');
    expect(unitOf('percent', 3)).toBe('percent');
    expect(unitOf(undefined, 3)).toBe('gel');
  });

  it('turns a percent of the balance into GEL, rounded to the tetri', () => {
    expect(percentToAmount(124.5, 10)).toBe(12.45);
    expect(percentToAmount(124.5, 33)).toBe(41.09);
    expect(percentToAmount(0.99, 50)).toBe(0.5);
    expect(amountOf('percent', 100, 58.2)).toBe(58.2);
    expect(amountOf('gel', 7.5, 58.2)).toBe(7.5);
  });
});
