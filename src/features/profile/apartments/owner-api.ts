// The calls behind the owner's menu (§4, §7). Each tells the user the outcome (§8) and answers
// whether the server changed something, so the screen knows to re-read the list.
import { api } from '../../../api/client';
import { handles } from '../../../api/middleware/errors';
import { formatGel } from '../../../domain/format';
import { profileKa } from '../../../i18n/profile.ka';
import { askConfirm } from '../../../state/confirm';
import { notify } from '../../../state/notifications';
import { refreshUser } from '../../../state/session';
import { targetStatus, type OwnerCard, type StatusAction } from '../owner-actions';

/** PUT /api/change-status; a refused deactivation shows the §4 text rather than the server's. */
export async function changeStatus(card: OwnerCard, action: StatusAction): Promise<void> {
  const { data, response } = await api.PUT('/api/change-status', {
    body: { id: card.id, status: targetStatus[action] },
    middleware: [handles(422)],
  });
  if (data) notify('success', profileKa.status.changed);
  else if (response.status === 422) {
    notify('error', action === 'deactivate' ? profileKa.status.deactivateBlocked : profileKa.status.refused);
  }
}

/** Asks first, since a deleted listing cannot come back; false when the owner changed their mind. */
export async function deleteListing(card: OwnerCard): Promise<boolean> {
  const sure = await askConfirm({
    title: profileKa.remove.title,
    text: profileKa.remove.text(card.title),
    confirmLabel: profileKa.remove.confirm,
    danger: true,
  });
  if (!sure) return false;
  const { data } = await api.POST('/client-api/announcement/delete', { body: { id: card.id } });
  if (data) notify('success', profileKa.remove.done);
  return true;
}

/**
 * §4 cancelling a tariff: the refund is calculated, the owner confirms the GEL amount, the tariff
 * is cancelled and the user re-read so the header's balance shows the money. False when nothing
 * was sent beyond the calculation (nothing to refund, or the owner declined).
 */
export async function cancelTariff(card: OwnerCard): Promise<boolean> {
  const calculated = await api.POST('/api/return-money/calculate', { body: { announcement_id: card.id } });
  if (!calculated.data) return false;
  const refund = calculated.data.result;
  if (typeof refund === 'string') {
    // `No days left`: the tariff is ending and there is nothing to give back
    notify('info', profileKa.refund.noDaysLeft);
    return false;
  }
  const sure = await askConfirm({
    title: profileKa.refund.title,
    text: profileKa.refund.text(formatGel(refund.amount)),
    confirmLabel: profileKa.refund.confirm,
    danger: true,
  });
  if (!sure) return false;
  const { data, response } = await api.POST('/api/return-money', {
    body: { announcement_id: card.id },
    middleware: [handles(422)],
  });
  if (data) {
    notify('success', profileKa.refund.done(formatGel(data.result.amount)));
    await refreshUser();
  } else if (response.status === 422) {
    // the days ran out between the calculation and the confirmation, or the id was refused
    notify('error', profileKa.refund.failed);
  }
  return true;
}
