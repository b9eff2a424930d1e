// The currency a visitor has prices lead with: the catalogue's choice (its `currency` filter),
// kept on the device so that every card and listing page shows prices as the catalogue did.
import { proxy } from 'valtio';
import type { Currency } from '../domain/currency';
import { clientValue } from './client-value';
import { readStored, writeStored } from './storage';

const KEY = 'lead-currency';

const leadCurrency = proxy<{ currency: Currency }>({ currency: readStored(KEY) === 'GEL' ? 'GEL' : 'USD' });

/** Keeps the catalogue's currency as the visitor's. */
export function keepLeadCurrency(currency: Currency): void {
  if (leadCurrency.currency === currency) return;
  leadCurrency.currency = currency;
  writeStored(KEY, currency);
}

/** The visitor's currency; USD on the server and while its page hydrates. */
export const useLeadCurrency = clientValue(leadCurrency, (store) => store.currency, 'USD');
