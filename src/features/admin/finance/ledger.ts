// The debits-and-deposits ledger: its filter as the query of GET /admin-api/transactions, and the
// sums shown above the table.
import type { components } from '../../../api/schema.gen';

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

const cents = (n: number) => Math.round(n * 100);

/** Deposits, debits and what remains (deposits minus debits), exact to the tetri. */
export function ledgerSummary(totals: Totals): { deposit: number; debit: number; net: number } {
  return { deposit: totals.deposit, debit: totals.debit, net: (cents(totals.deposit) - cents(totals.debit)) / 100 };
}

/** A movement as a signed amount: deposits add, debits take away. */
export function signedAmount(transaction: Pick<Transaction, 'type' | 'amount'>): number {
  return transaction.type === 'debit' ? -transaction.amount : transaction.amount;
}
