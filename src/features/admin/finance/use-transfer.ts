import { api } from '../../../api/client';
import { formatGel } from '../../../domain/format';
import { adminKa } from '../../../i18n/admin.ka';
import { askConfirm } from '../../../state/confirm';
import { notify } from '../../../state/notifications';
import { done, failed, type Outcome } from '../shared/outcome';
import { fullName, type AdminUser } from '../shared/use-user-list';

export type Direction = 'credit' | 'debit';

/**
 * Moves money into or out of a user's wallet: asks first, naming the sum and the user, then
 * sends it and re-fetches the users (their balances) whatever the answer.
 */
export async function transfer(user: AdminUser, direction: Direction, value: { amount: number; reason: string }, reload: () => Promise<unknown>): Promise<Outcome> {
  const t = adminKa.transfer;
  const amount = formatGel(value.amount);
  const sure = await askConfirm({
    title: t.confirmTitle,
    text: direction === 'credit' ? t.confirmCredit(amount, fullName(user)) : t.confirmDebit(amount, fullName(user)),
    confirmLabel: direction === 'credit' ? t.credit : t.debit,
    danger: direction === 'debit',
  });
  // not sent: the dialog stays open with what was typed
  if (!sure) return { ok: false };
  const { data, error } = await api.POST('/admin-api/money-transfer', {
    body: { user_id: user.id, amount: value.amount, direction, reason: value.reason },
  });
  if (data) notify('success', t.done(formatGel(data.result.balance)));
  await reload();
  return data ? done : failed(error);
}
