import { useState } from 'react';
import { formatGel } from '../../../domain/format';
import { personName } from '../../../domain/person';
import { adminTexts, appTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { QueryView } from '../../../ui/load/QueryView';
import { Pager } from '../../../ui/pager/Pager';
import { quote } from '../../../ui/user-words/quote';
import { AdminLayout } from '../layout/AdminLayout';
import { AdminTable } from '../shared/AdminTable';
import { usePreloadedAmountWords } from '../shared/AmountForm';
import { InputDialog } from '../shared/InputDialog';
import { SearchField } from '../shared/SearchField';
import { UserContactsCell, UserNameCell } from '../shared/UserCells';
import { useUserList, type AdminUser } from '../shared/use-user-list';
import { useTransfer, type Direction } from './use-transfer';

/**
 * Finance, money transfer (§2, role 1): find a user, then credit or debit their wallet with a
 * reason through the input dialog (an amount in GEL, or a percent of the balance).
 */
export function MoneyTransferPage() {
  const texts = useTexts(adminTexts);
  const t = texts.transfer;
  const u = texts.users;
  const { screens } = useTexts(appTexts);
  const lang = useLang();
  const { users, list, search, page, setSearch, setPage } = useUserList();
  const transfer = useTransfer();
  const [open, setOpen] = useState<{ user: AdminUser; direction: Direction } | null>(null);
  usePreloadedAmountWords();

  return (
    <AdminLayout title={screens.AdminMoneyTransfer}>
      <p className="admin-layout__note">{t.intro}</p>
      <div className="admin-layout__bar">
        <SearchField label={u.search} hint={u.searchHint} value={search} onSearch={setSearch} />
        {list && <span aria-live="polite">{u.total(list.total)}</span>}
      </div>
      <QueryView query={users} icon="wallet" empty={{ title: u.empty, when: (data) => data.result.data.length === 0 }}>
        {() =>
          list && (
            <>
              <AdminTable
                caption={u.caption}
                columns={[
                  { label: u.name },
                  { label: u.contacts },
                  { label: u.balance, numeric: true },
                  { label: texts.common.actions },
                ]}
              >
                {list.data.map((user) => (
                  <tr key={user.id}>
                    <UserNameCell user={user} />
                    <UserContactsCell user={user} />
                    <td className="admin-table__num">{formatGel(user.balance, lang)}</td>
                    <td>
                      <div className="admin-table__actions">
                        <button type="button" className="row-button" aria-label={t.creditOf(personName(user))} onClick={() => setOpen({ user, direction: 'credit' })}>
                          + {t.credit}
                        </button>
                        <button
                          type="button"
                          className="row-button row-button--danger"
                          aria-label={t.debitOf(personName(user))}
                          onClick={() => setOpen({ user, direction: 'debit' })}
                        >
                          − {t.debit}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </AdminTable>
              <Pager page={page} last={list.last_page} onPage={setPage} />
            </>
          )
        }
      </QueryView>
      {open && (
        <InputDialog
          open
          option="percent"
          base={open.user.balance}
          most={open.direction === 'debit' ? open.user.balance : undefined}
          title={quote(open.direction === 'credit' ? t.creditTitle : t.debitTitle, personName(open.user))}
          lead={t.balanceNow(formatGel(open.user.balance, lang))}
          submitLabel={t.submit}
          draft={`${open.direction}-${open.user.id}`}
          onClose={() => setOpen(null)}
          onSubmit={async (value) => {
            const sent = await transfer(open.user, open.direction, value);
            if (sent) setOpen(null);
            return sent;
          }}
        />
      )}
    </AdminLayout>
  );
}
