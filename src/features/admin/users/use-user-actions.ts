import { useState } from 'react';
import { api } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { adminKa } from '../../../i18n/admin.ka';
import { askConfirm } from '../../../state/confirm';
import { notify } from '../../../state/notifications';
import { done, failed, type Outcome } from '../shared/outcome';
import { fullName, type AdminUser } from '../shared/use-user-list';

type Role = components['schemas']['Role'];

/**
 * The users table's actions. Each asks first where it destroys something, announces its §8
 * success, and re-fetches the table afterwards, also after a refusal, so the table always shows
 * what the server has.
 */
export function useUserActions(reload: () => Promise<unknown>) {
  const t = adminKa.users;
  const [busyId, setBusyId] = useState<number | null>(null);

  async function run(user: AdminUser, call: () => Promise<{ error?: unknown }>, success: string): Promise<Outcome> {
    setBusyId(user.id);
    const { error } = await call();
    if (!error) notify('success', success);
    await reload();
    setBusyId(null);
    return error ? failed(error) : done;
  }

  return {
    busyId,
    changeRole: (user: AdminUser, role: Role) =>
      run(user, () => api.PUT('/admin-api/users/change-role', { body: { id: user.id, role } }), adminKa.common.saved),

    async toggleBlocked(user: AdminUser) {
      const blocked = user.blocked === 1 ? 0 : 1;
      if (blocked === 1) {
        const sure = await askConfirm({ title: t.blockTitle, text: t.blockText(fullName(user)), confirmLabel: t.block, danger: true });
        if (!sure) return;
      }
      await run(user, () => api.PUT('/admin-api/users/change-blocked', { body: { id: user.id, blocked } }), blocked ? t.blockedDone : t.restoredDone);
    },

    async remove(user: AdminUser) {
      const sure = await askConfirm({ title: t.deleteTitle, text: t.deleteText(fullName(user)), confirmLabel: adminKa.common.delete, danger: true });
      if (sure) await run(user, () => api.DELETE('/admin-api/users/delete/{id}', { params: { path: { id: user.id } } }), t.deletedDone);
    },

    setCoefficient: (user: AdminUser, coefficient: number) =>
      run(
        user,
        () => api.POST('/admin-api/users/personal_price_coefficient', { body: { user_id: user.id, coefficient } }),
        adminKa.common.saved,
      ),
  };
}
