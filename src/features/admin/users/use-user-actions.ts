import { useState } from 'react';
import type { components } from '../../../api/schema.gen';
import { labelOf, useOptions } from '../../../domain/options';
import { personName } from '../../../domain/person';
import { adminTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { askConfirm } from '../../../state/confirm';
import { notify } from '../../../state/notifications';
import { useFocusHandOff } from '../../../ui/focus/use-focus-hand-off';
import { quote } from '../../../ui/user-words/quote';
import type { AdminUser } from '../shared/use-user-list';
import { useChangeBlocked, useChangeRole, useDeleteUser, useSetCoefficient } from './api/mutations';

type Role = components['schemas']['Role'];

/**
 * The users table's actions. Each asks first where it destroys something or grants a role (a
 * select answers every arrow key) and announces its §8 success; a refusal is shown by the
 * notification every refused write gets, except the coefficient's, which is thrown for its
 * dialog's form. A deleted user's row hands the keyboard focus on to the row that takes its place.
 */
export function useUserActions(users: readonly AdminUser[] | undefined) {
  const texts = useTexts(adminTexts);
  const t = texts.users;
  const changeRole = useChangeRole();
  const changeBlocked = useChangeBlocked();
  const deleteUser = useDeleteUser();
  const setCoefficient = useSetCoefficient();
  const { roles } = useOptions();
  const [busyId, setBusyId] = useState<number | null>(null);
  const handOff = useFocusHandOff(users);

  async function run(user: AdminUser, call: () => Promise<unknown>, success: string) {
    setBusyId(user.id);
    try {
      await call();
      notify('success', success);
    } catch {
      // already on screen
    } finally {
      setBusyId(null);
    }
  }

  return {
    busyId,
    async changeRole(user: AdminUser, role: Role) {
      const sure = await askConfirm({ title: t.roleTitle, text: quote((name) => t.roleText(name, labelOf(roles, role)), personName(user)), confirmLabel: t.roleConfirm });
      if (sure) await run(user, () => changeRole.mutateAsync({ body: { id: user.id, role } }), texts.common.saved);
    },

    async toggleBlocked(user: AdminUser) {
      const blocked = user.blocked === 1 ? 0 : 1;
      if (blocked === 1) {
        const sure = await askConfirm({ title: t.blockTitle, text: quote(t.blockText, personName(user)), confirmLabel: t.block, danger: true });
        if (!sure) return;
      }
      await run(user, () => changeBlocked.mutateAsync({ body: { id: user.id, blocked } }), blocked ? t.blockedDone : t.restoredDone);
    },

    async remove(user: AdminUser) {
      const sure = await askConfirm({ title: t.deleteTitle, text: quote(t.deleteText, personName(user)), confirmLabel: texts.common.delete, danger: true });
      if (sure) await run(user, () => handOff.remove(user.id, 'delete', () => deleteUser.mutateAsync({ params: { path: { id: user.id } } })), t.deletedDone);
    },

    /** throws the refusal for the dialog's form */
    async setCoefficient(user: AdminUser, coefficient: number) {
      await setCoefficient.mutateAsync({ body: { user_id: user.id, coefficient } });
      notify('success', texts.common.saved);
    },
  };
}
