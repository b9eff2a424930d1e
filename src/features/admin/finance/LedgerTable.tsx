import type { components } from '../../../api/schema.gen';
import { dateAndTime, formatGel } from '../../../domain/format';
import { localized } from '../../../domain/localized';
import { personName } from '../../../domain/person';
import { langMark } from '../../../domain/written-in';
import { adminTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { signedAmount } from './ledger';
import { AdminTable } from '../shared/AdminTable';

type Transaction = components['schemas']['Transaction'];

/** A row's date and time, which a narrow column breaks between (and nowhere else). */
function DateAndTime({ iso }: { iso: string }) {
  const [day, time] = dateAndTime(iso, useLang());
  return (
    <>
      <span className="ledger-table__piece">{day}</span>
      {time !== undefined && (
        <>
          {' '}
          <span className="ledger-table__piece">{time}</span>
        </>
      )}
    </>
  );
}

export function LedgerTable({ rows }: { rows: readonly Transaction[] }) {
  const t = useTexts(adminTexts).ledger;
  const lang = useLang();
  return (
    <div className="ledger-table">
      <AdminTable
        caption={t.caption}
        columns={[
          { label: t.date },
          { label: t.user },
          { label: t.type },
          { label: t.description },
          { label: t.amount, numeric: true },
          { label: t.balanceAfter, numeric: true },
        ]}
      >
        {rows.map((row) => {
          const amount = signedAmount(row);
          return (
            <tr key={row.id}>
              <th scope="row" className="admin-table__tabular ledger-table__wraps">
                <DateAndTime iso={row.created_at} />
              </th>
              <td className="ledger-table__wraps" lang={langMark(personName(row.user), lang)}>
                {personName(row.user)}
              </td>
              <td>
                <span className={`badge ${row.type === 'deposit' ? 'badge--success' : 'badge--danger'}`}>{row.type === 'deposit' ? t.deposit : t.debit}</span>
              </td>
              <td className="admin-table__wrap ledger-table__description">{localized(row, 'description', lang)}</td>
              <td className={`admin-table__num finance__amount finance__amount--${row.type}`}>
                {amount > 0 ? '+' : '−'}
                {formatGel(Math.abs(amount), lang)}
              </td>
              <td className="admin-table__num">{formatGel(row.balance_after, lang)}</td>
            </tr>
          );
        })}
      </AdminTable>
    </div>
  );
}
