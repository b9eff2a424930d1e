import { describe, expect, it } from 'vitest';
import { emptyFilter, ledgerParams, ledgerSummary, readLedgerAddress, signedAmount, toTransactionType, writeLedgerAddress, type LedgerFilter } from '../../../../src/features/admin/finance/ledger';
import { ledgerFilterSchema } from '../../../../src/features/admin/finance/ledger.schema';
import { firstErrors } from '../../../../src/ui/form/first-errors';
import type { Lang } from '../../../../src/i18n/lang';
import { inLang } from './in-lang';

const filter = (lang: Lang = 'ka') => {
  const { r, t } = inLang(lang);
  return ledgerFilterSchema(r, t);
};

describe('the debits-and-deposits ledger', () => {
  it('leaves empty filters out of the query', () => {
    expect(ledgerParams(emptyFilter, 1)).toEqual({ type: undefined, user: undefined, from: undefined, to: undefined, page: 1 });
    expect(ledgerParams({ type: 'debit', user: '  ბერიძე ', from: '2026-11-01', to: '2026-11-30' }, 3)).toEqual({
      type: 'debit',
      user: 'ბერიძე',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    });
  });

  it('keeps its filter and page in the address with the request’s names, the bare address for everything', () => {
    expect(readLedgerAddress('')).toEqual({ filter: emptyFilter, page: 1 });
    expect(writeLedgerAddress({ filter: emptyFilter, page: 1 })).toBe('');
    const filter: LedgerFilter = { type: 'debit', user: 'Tsintsadze', from: '2026-11-01', to: '2026-11-30' };
    expect(writeLedgerAddress({ filter, page: 2 })).toBe('?type=debit&user=Tsintsadze&from=2026-11-01&to=2026-11-30&page=2');
    expect(readLedgerAddress('?type=debit&user=Tsintsadze&from=2026-11-01&to=2026-11-30&page=2')).toEqual({ filter, page: 2 });
    expect(writeLedgerAddress({ filter: { ...emptyFilter, to: '2026-11-30' }, page: 1 })).toBe('?to=2026-11-30');
  });

  it('leaves out of an address what it cannot filter by: an unknown type, a day that does not exist, a range that ends before it starts', () => {
    expect(readLedgerAddress('?type=refund&user=%20ბერიძე%20&from=2026-02-30&to=2026-11-30&page=x')).toEqual({
      filter: { type: '', user: 'ბერიძე', from: '', to: '2026-11-30' },
      page: 1,
    });
    expect(readLedgerAddress('?from=2026-11-20&to=2026-11-01&page=0').filter).toEqual(emptyFilter);
    expect(readLedgerAddress('?from=2026-11-01&to=2026-11-01').filter).toEqual({ ...emptyFilter, from: '2026-11-01', to: '2026-11-01' });
  });

  it('sums deposits minus debits to the tetri, without floating-point dust', () => {
    expect(ledgerSummary({ deposit: 18420.5, debit: 12965.25 })).toEqual({ deposit: 18420.5, debit: 12965.25, net: 5455.25 });
    expect(ledgerSummary({ deposit: 0.3, debit: 0.1 }).net).toBe(0.2);
    expect(ledgerSummary({ deposit: 10, debit: 24.5 }).net).toBe(-14.5);
  });

  it('signs a movement by its type', () => {
    expect(signedAmount({ type: 'deposit', amount: 200 })).toBe(200);
    expect(signedAmount({ type: 'debit', amount: 84 })).toBe(-84);
  });

  it('reads the type filter, anything else meaning both', () => {
    expect(toTransactionType('debit')).toBe('debit');
    expect(toTransactionType('deposit')).toBe('deposit');
    expect(toTransactionType('')).toBe('');
    expect(toTransactionType('refund')).toBe('');
  });

  it('checks the days before filtering: real days, the last not before the first', async () => {
    expect(await firstErrors(filter(), { from: '2026-11-20', to: '2026-11-01' })).toEqual({
      to: 'საბოლოო თარიღი არ უნდა იყოს საწყისზე ადრე',
    });
    expect(await firstErrors(filter(), { from: '2026-02-30' })).toEqual({ from: 'შეიყვანეთ სწორი თარიღი' });
    expect(await firstErrors(filter(), { from: '2026-11-01', to: '2026-11-01' })).toEqual({});
    expect(await firstErrors(filter(), {})).toEqual({});
  });

  it('tells wrong days in the page’s language', async () => {
    expect(await firstErrors(filter('en'), { from: '2026-11-20', to: '2026-11-01' })).toEqual({ to: 'The end date cannot be before the start date' });
    expect(await firstErrors(filter('ru'), { from: '2026-02-30' })).toEqual({ from: 'Введите корректную дату' });
  });
});
