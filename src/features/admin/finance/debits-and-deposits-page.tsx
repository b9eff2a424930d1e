import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { formatGel } from '../../../domain/format';
import { adminTexts, appTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { useAddressQuery } from '../../../ui/address/use-address-query';
import { QueryView } from '../../../ui/load/QueryView';
import { Pager } from '../../../ui/pager/Pager';
import { AdminLayout } from '../layout/AdminLayout';
import { ledgerQuery } from './api/queries';
import { ledgerSummary, readLedgerAddress, writeLedgerAddress } from './ledger';
import { LedgerFilters } from './LedgerFilters';
import { LedgerTable } from './LedgerTable';
import './finance.css';

/**
 * Finance, debits and deposits (§2, role 1): every wallet movement, filtered, with its totals. The
 * filter and page are the address's: an applied filter and a page are entries Back returns from.
 */
export function DebitsAndDepositsPage() {
  const t = useTexts(adminTexts).ledger;
  const { screens } = useTexts(appTexts);
  const lang = useLang();
  const client = useQueryClient();
  const [query, change] = useAddressQuery(readLedgerAddress, writeLedgerAddress);
  const ledger = useQuery({ ...ledgerQuery(query.filter, query.page), placeholderData: keepPreviousData });
  const page = useDeferredValue(ledger.data?.result);
  const summary = page ? ledgerSummary(page.totals) : null;

  return (
    <AdminLayout title={screens.AdminDebitsAndDeposits}>
      <LedgerFilters
        value={query.filter}
        onApply={async (filter) => {
          // a filter the server refuses (422) goes back to the form, under its fields: the table
          // keeps the last accepted filter's page rather than a failure whose retry would be refused too
          await client.fetchQuery(ledgerQuery(filter, 1));
          change(() => ({ filter, page: 1 }), 'push');
        }}
      />
      {summary && page && (
        <section className="finance__totals" aria-label={t.totalsNote(page.total)} aria-live="polite">
          <div className="finance__total finance__total--deposit">
            <p>{t.deposits}</p>
            <strong>{formatGel(summary.deposit, lang)}</strong>
          </div>
          <div className="finance__total finance__total--debit">
            <p>{t.debits}</p>
            <strong>{formatGel(summary.debit, lang)}</strong>
          </div>
          <div className="finance__total">
            <p>{t.net}</p>
            <strong>{formatGel(summary.net, lang)}</strong>
          </div>
          <p className="finance__note">{t.totalsNote(page.total)}</p>
        </section>
      )}
      <QueryView query={ledger} icon="wallet" empty={{ title: t.empty, when: (data) => data.result.data.length === 0 }}>
        {() =>
          page && (
            <>
              <LedgerTable rows={page.data} />
              <Pager page={query.page} last={page.last_page} onPage={(next) => change((q) => ({ ...q, page: next }), 'push')} />
            </>
          )
        }
      </QueryView>
    </AdminLayout>
  );
}
