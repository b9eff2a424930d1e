import { useState } from 'react';
import { api } from '../../../api/client';
import { formatGel } from '../../../domain/format';
import { adminKa } from '../../../i18n/admin.ka';
import { ka } from '../../../i18n/ka';
import { AdminLayout } from '../layout/AdminLayout';
import { LoadState } from '../shared/LoadState';
import { Pager } from '../shared/Pager';
import { useResource } from '../shared/use-resource';
import { emptyFilter, ledgerQuery, ledgerSummary, type LedgerFilter } from './ledger';
import { LedgerFilters } from './LedgerFilters';
import { LedgerTable } from './LedgerTable';
import './finance.css';

/** Finance, debits and deposits (§2, role 1): every wallet movement, filtered, with its totals. */
export function DebitsAndDepositsPage() {
  const t = adminKa.ledger;
  const [query, setQuery] = useState<{ filter: LedgerFilter; page: number }>({ filter: emptyFilter, page: 1 });
  const ledger = useResource(async () => {
    const { data } = await api.GET('/admin-api/transactions', { params: { query: ledgerQuery(query.filter, query.page) } });
    return data?.result ?? null;
  }, JSON.stringify(query));
  const summary = ledger.data ? ledgerSummary(ledger.data.totals) : null;

  return (
    <AdminLayout title={ka.screens.AdminDebitsAndDeposits}>
      <LedgerFilters onApply={(filter) => setQuery({ filter, page: 1 })} />
      {summary && ledger.data && (
        <section className="finance__totals" aria-label={t.totalsNote(ledger.data.total)} aria-live="polite">
          <div className="finance__total finance__total--deposit">
            <p>{t.deposits}</p>
            <strong>{formatGel(summary.deposit)}</strong>
          </div>
          <div className="finance__total finance__total--debit">
            <p>{t.debits}</p>
            <strong>{formatGel(summary.debit)}</strong>
          </div>
          <div className="finance__total">
            <p>{t.net}</p>
            <strong>{formatGel(summary.net)}</strong>
          </div>
          <p className="finance__note">{t.totalsNote(ledger.data.total)}</p>
        </section>
      )}
      <LoadState status={ledger.status} onRetry={() => void ledger.reload()} empty={ledger.data?.data.length === 0 && t.empty}>
        {ledger.data && (
          <>
            <LedgerTable rows={ledger.data.data} />
            <Pager page={query.page} lastPage={ledger.data.last_page} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
          </>
        )}
      </LoadState>
    </AdminLayout>
  );
}
