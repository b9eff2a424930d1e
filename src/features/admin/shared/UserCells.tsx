import { formatPhone } from '../../../domain/format';
import { personName } from '../../../domain/person';
import { langMark } from '../../../domain/written-in';
import { adminTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import type { AdminUser } from './use-user-list';

/** A user row's heading cell: the name, marked in the language it is written in, and the id. */
export function UserNameCell({ user }: { user: AdminUser }) {
  const lang = useLang();
  const name = personName(user);
  return (
    <th scope="row" className="admin-table__lines">
      <span lang={langMark(name, lang)}>{name}</span>
      <br />
      <span className="admin-table__muted">ID {user.id}</span>
    </th>
  );
}

/** A user row's phone and email, the email free to break before its @ in a narrow column. */
export function UserContactsCell({ user }: { user: AdminUser }) {
  const t = useTexts(adminTexts).users;
  const at = user.email ? user.email.lastIndexOf('@') : -1;
  return (
    <td className="admin-table__lines">
      <span className="admin-table__tabular">{formatPhone(user.phone)}</span>
      <br />
      <span className="admin-table__muted">
        {!user.email ? (
          t.noEmail
        ) : at <= 0 ? (
          user.email
        ) : (
          <>
            {user.email.slice(0, at)}
            <wbr />
            {user.email.slice(at)}
          </>
        )}
      </span>
    </td>
  );
}
