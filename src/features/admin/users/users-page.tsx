import { useState } from 'react';
import { personName } from '../../../domain/person';
import { canChangeRoles } from '../../../domain/roles';
import { adminTexts, appTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { useSession } from '../../../state/session';
import { QueryView } from '../../../ui/load/QueryView';
import { Pager } from '../../../ui/pager/Pager';
import { quote } from '../../../ui/user-words/quote';
import { AdminLayout } from '../layout/AdminLayout';
import { InputDialog } from '../shared/InputDialog';
import { SearchField } from '../shared/SearchField';
import { useUserList, type AdminUser } from '../shared/use-user-list';
import { useUserActions } from './use-user-actions';
import { UsersTable } from './UsersTable';

/** Admin users (§6): search, role, block, delete and the personal price coefficient. */
export function UsersPage() {
  const texts = useTexts(adminTexts);
  const t = texts.users;
  const { screens } = useTexts(appTexts);
  const { user: me } = useSession();
  const { users, list, search, page, setSearch, setPage } = useUserList();
  const actions = useUserActions(list?.data);
  const [editing, setEditing] = useState<AdminUser | null>(null);

  return (
    <AdminLayout title={screens.AdminUsers}>
      <div className="admin-layout__bar">
        <SearchField label={t.search} hint={t.searchHint} value={search} onSearch={setSearch} />
        {list && <span aria-live="polite">{users.isFetching ? texts.common.refreshing : t.total(list.total)}</span>}
      </div>
      <QueryView query={users} icon="user" empty={{ title: t.empty, when: (data) => data.result.data.length === 0 }}>
        {() =>
          list && (
            <>
              <UsersTable
                users={list.data}
                selfId={me?.id}
                rolesEditable={me !== null && canChangeRoles(me.role)}
                busyId={actions.busyId}
                onRole={(user, role) => void actions.changeRole(user, role)}
                onBlocked={(user) => void actions.toggleBlocked(user)}
                onCoefficient={setEditing}
                onDelete={(user) => void actions.remove(user)}
              />
              <Pager page={page} last={list.last_page} onPage={setPage} />
            </>
          )
        }
      </QueryView>
      {editing && (
        <InputDialog
          open
          option="coefficient"
          title={quote(t.coefficientTitle, personName(editing))}
          initial={editing.personal_price_coefficient}
          draft={`coefficient-${editing.id}`}
          submitLabel={texts.common.save}
          onClose={() => setEditing(null)}
          onSubmit={async (coefficient) => {
            await actions.setCoefficient(editing, coefficient);
            setEditing(null);
          }}
        />
      )}
    </AdminLayout>
  );
}
