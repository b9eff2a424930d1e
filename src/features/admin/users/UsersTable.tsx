import type { components } from '../../../api/schema.gen';
import { formatGel, formatNumber } from '../../../domain/format';
import { useOptions } from '../../../domain/options';
import { personName } from '../../../domain/person';
import { adminTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import type { AdminUser } from '../shared/use-user-list';
import { AdminTable } from '../shared/AdminTable';
import { UserContactsCell, UserNameCell } from '../shared/UserCells';
import { busyProps, busySelectProps } from '../../../ui/button/busy';
import { handOffControl, handOffItem } from '../../../ui/focus/use-focus-hand-off';

type Role = components['schemas']['Role'];

const toRole = (value: string): Role | null => (value === '1' ? 1 : value === '2' ? 2 : value === '3' ? 3 : null);

interface Props {
  users: readonly AdminUser[];
  /** the signed-in admin: no role change, block or delete of oneself */
  selfId: number | undefined;
  /** whether the signed-in role may change roles (a moderator reads them) */
  rolesEditable: boolean;
  busyId: number | null;
  onRole: (user: AdminUser, role: Role) => void;
  onBlocked: (user: AdminUser) => void;
  onCoefficient: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export function UsersTable({ users, selfId, rolesEditable, busyId, onRole, onBlocked, onCoefficient, onDelete }: Props) {
  const texts = useTexts(adminTexts);
  const t = texts.users;
  const lang = useLang();
  const { roles } = useOptions();
  return (
    <AdminTable
      caption={t.caption}
      columns={[
        { label: t.name },
        { label: t.contacts },
        { label: t.role },
        { label: t.state },
        { label: t.balance, numeric: true },
        { label: t.coefficient, numeric: true },
        { label: texts.common.actions },
      ]}
    >
      {users.map((user) => {
        const name = personName(user);
        const self = user.id === selfId;
        const busy = busyId === user.id;
        return (
          <tr key={user.id} aria-busy={busy || undefined} {...handOffItem(user.id)}>
            <UserNameCell user={user} />
            <UserContactsCell user={user} />
            <td>
              {rolesEditable ? (
                <select
                  className="row-select"
                  aria-label={t.roleOf(name)}
                  value={user.role}
                  {...busySelectProps({
                    busy,
                    disabled: self,
                    onChange: (value) => {
                      const role = toRole(value);
                      if (role) onRole(user, role);
                    },
                  })}
                >
                  {roles.map((role) => (
                    <option key={role.value} value={role.value}>
                      {role.label}
                    </option>
                  ))}
                </select>
              ) : (
                roles.find((role) => role.value === String(user.role))?.label
              )}
            </td>
            <td>
              <span className={`badge ${user.blocked ? 'badge--danger' : 'badge--success'}`}>{user.blocked ? t.blocked : t.active}</span>
            </td>
            <td className="admin-table__num">{formatGel(user.balance, lang)}</td>
            <td className="admin-table__num">
              <button type="button" className="row-button" aria-label={`${t.changeCoefficient}: ${name}`} {...busyProps({ busy, onClick: () => onCoefficient(user) })}>
                × {formatNumber(user.personal_price_coefficient, lang)}
              </button>
            </td>
            <td>
              <div className="admin-table__actions" role="group" aria-label={t.actionsOf(name)}>
                <button type="button" className="row-button" {...busyProps({ busy, disabled: self, onClick: () => onBlocked(user) })}>
                  {user.blocked ? t.unblock : t.block}
                </button>
                <button
                  type="button"
                  className="row-button row-button--danger"
                  {...handOffControl('delete')}
                  {...busyProps({ busy, disabled: self, onClick: () => onDelete(user) })}
                >
                  {texts.common.delete}
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

