import { formatGel } from '../../../domain/format';
import { personName } from '../../../domain/person';
import { adminTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { askConfirm } from '../../../state/confirm';
import { notify } from '../../../state/notifications';
import type { AdminUser } from '../shared/use-user-list';
import { useMoneyTransfer } from './api/mutations';

export type Direction = 'credit' | 'debit';

/**
 * Moves money into or out of a user's wallet: asks first, naming the sum and the user, then
 * sends it. Resolves whether it was sent (not when the confirm was declined); throws a refusal
 * for the dialog's form to show.
 */
export function useTransfer() {
  const t = useTexts(adminTexts).transfer;
  const lang = useLang();
  const send = useMoneyTransfer();
  return async (user: AdminUser, direction: Direction, value: { amount: number; reason: string }): Promise<boolean> => {
    const amount = formatGel(value.amount, lang);
    const sure = await askConfirm({
      title: t.confirmTitle,
      text: direction === 'credit' ? t.confirmCredit(amount, personName(user)) : t.confirmDebit(amount, personName(user)),
      confirmLabel: direction === 'credit' ? t.credit : t.debit,
      danger: direction === 'debit',
    });
    if (!sure) return false;
    const answer = await send.mutateAsync({ body: { user_id: user.id, amount: value.amount, direction, reason: value.reason } });
    notify('success', t.done(formatGel(answer.result.balance, lang)));
    return true;
  };
}
