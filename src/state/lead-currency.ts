// The currency a visitor has prices lead with: the one they chose with the catalogue's switch, kept
// on the device so that every card, listing page and catalogue whose address names no currency
// leads with it. Only that choice changes it: an address (a shared link, a bare one) does not.
import { proxy } from 'valtio';
import type { Currency } from '../domain/currency';
import { clientValue } from './client-value';
import { readStored, writeStored } from './storage';

const KEY = 'lead-currency';

const leadCurrency = proxy<{ currency: Currency }>({ currency: readStored(KEY) === 'GEL' ? 'GEL' : 'USD' });

/** Keeps the currency the visitor chose. */
export function keepLeadCurrency(currency: Currency): void {
  if (leadCurrency.currency === currency) return;
  leadCurrency.currency = currency;
  writeStored(KEY, currency);
}

/** The visitor's currency; USD on the server and while its page hydrates. */
export const useLeadCurrency = clientValue(leadCurrency, (store) => store.currency, 'USD');
