import { useState } from 'react';
import { adminKa } from '../../../i18n/admin.ka';
import { ka } from '../../../i18n/ka';
import { useSession } from '../../../state/session';
import { AdminLayout } from '../layout/AdminLayout';
import { InputDialog } from '../shared/InputDialog';
import { LoadState } from '../shared/LoadState';
import { Pager } from '../shared/Pager';
import { SearchField } from '../shared/SearchField';
import { fullName, useUserList, type AdminUser } from '../shared/use-user-list';
import { useUserActions } from './use-user-actions';
import { UsersTable } from './UsersTable';

/** Admin users (§6): search, role, block, delete and the personal price coefficient. */
export function UsersPage() {
  const t = adminKa.users;
  const { user: me } = useSession();
  const { users, page, setSearch, setPage } = useUserList();
  const actions = useUserActions(users.reload);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const list = users.data;

  return (
    <AdminLayout title={ka.screens.AdminUsers}>
      <div className="admin-layout__bar">
        <SearchField label={t.search} hint={t.searchHint} onSearch={setSearch} />
        {list && (
          <span aria-live="polite">
            {users.refreshing ? adminKa.common.refreshing : t.total(list.total)}
          </span>
        )}
      </div>
      <LoadState status={users.status} onRetry={() => void users.reload()} empty={list?.data.length === 0 && t.empty}>
        {list && (
          <>
            <UsersTable
              users={list.data}
              selfId={me?.id}
              busyId={actions.busyId}
              onRole={(user, role) => void actions.changeRole(user, role)}
              onBlocked={(user) => void actions.toggleBlocked(user)}
              onCoefficient={setEditing}
              onDelete={(user) => void actions.remove(user)}
            />
            <Pager page={page} lastPage={list.last_page} onPage={setPage} />
          </>
        )}
      </LoadState>
      {editing && (
        <InputDialog
          open
          option="coefficient"
          title={t.coefficientTitle(fullName(editing))}
          initial={editing.personal_price_coefficient}
          submitLabel={adminKa.common.save}
          onClose={() => setEditing(null)}
          onSubmit={async (coefficient) => {
            const outcome = await actions.setCoefficient(editing, coefficient);
            if (outcome.ok) setEditing(null);
            return outcome;
          }}
        />
      )}
    </AdminLayout>
  );
}
