// The debits-and-deposits ledger: its filter as the query of GET /admin-api/transactions and of the
// screen's address, and the sums shown above the table.
import type { components } from '../../../api/schema.gen';
import { queryString } from '../../../config/paths';
import { positiveInt } from '../../../ui/address/use-address-query';
import { isIsoDate } from '../shared/dates';

type Transaction = components['schemas']['Transaction'];
type TransactionType = components['schemas']['TransactionType'];
type Totals = components['schemas']['TransactionPage']['totals'];

export interface LedgerFilter {
  type: TransactionType | '';
  user: string;
  from: string;
  to: string;
}

export const emptyFilter: LedgerFilter = { type: '', user: '', from: '', to: '' };

export function toTransactionType(value: string): TransactionType | '' {
  return value === 'debit' || value === 'deposit' ? value : '';
}

/** The query of a filter and page: empty filters are left out, so the server applies none. */
export function ledgerParams(filter: LedgerFilter, page: number) {
  return {
    type: filter.type || undefined,
    user: filter.user.trim() || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    page,
  };
}

/** The filter and page the screen shows: its address's query, with the request's names. */
export interface LedgerAddress {
  filter: LedgerFilter;
  page: number;
}

/**
 * The filter and page a query names. An unknown type and a day that does not exist are left out,
 * and so is a range that ends before it starts (the form would refuse it); a page that is not a
 * whole number from 1 is the first.
 */
export function readLedgerAddress(search: string): LedgerAddress {
  const params = new URLSearchParams(search);
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isIsoDate(value) ? value : '';
  };
  const from = day('from');
  const to = day('to');
  // days as YYYY-MM-DD compare correctly as text
  const range = from && to && to < from ? { from: '', to: '' } : { from, to };
  return {
    filter: { type: toTransactionType(params.get('type') ?? ''), user: (params.get('user') ?? '').trim(), ...range },
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The query of a filter and page: the request's, without the first page's number. */
export function writeLedgerAddress({ filter, page }: LedgerAddress): string {
  return queryString({ ...ledgerParams(filter, page), page: page > 1 ? page : undefined });
}

const cents = (n: number) => Math.round(n * 100);

/** Deposits, debits and what remains (deposits minus debits), exact to the tetri. */
export function ledgerSummary(totals: Totals): { deposit: number; debit: number; net: number } {
  return { deposit: totals.deposit, debit: totals.debit, net: (cents(totals.deposit) - cents(totals.debit)) / 100 };
}

/** A movement as a signed amount: deposits add, debits take away. */
export function signedAmount(transaction: Pick<Transaction, 'type' | 'amount'>): number {
  return transaction.type === 'debit' ? -transaction.amount : transaction.amount;
}
