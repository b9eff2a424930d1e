import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { profileKa } from '../../../i18n/profile.ka';
import { notify } from '../../../state/notifications';
import { canDeactivate, isStatusAction, type OwnerAction, type OwnerCard } from '../owner-actions';
import { cancelTariff, changeStatus, deleteListing } from './owner-api';

/**
 * Runs the owner's menu actions on my-apartments. Whatever the server answered, a call that was
 * sent ends with a re-read of the list, so the screen shows exactly what the server has (no
 * optimistic state survives a refusal).
 */
export function useOwnerActions(reload: () => Promise<void>) {
  const [, navigate] = useLocation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [tariffFor, setTariffFor] = useState<OwnerCard | null>(null);

  async function send(card: OwnerCard, call: () => Promise<boolean | void>) {
    setBusyId(card.id);
    try {
      const sent = await call();
      if (sent !== false) await reload();
    } finally {
      setBusyId(null);
    }
  }

  function run(action: OwnerAction, card: OwnerCard) {
    if (busyId !== null) return;
    if (action === 'edit') return navigate(paths.editAdvertisement.href(card.id));
    if (action === 'changeTariff') return setTariffFor(card);
    if (action === 'deactivate' && !canDeactivate(card)) {
      notify('error', profileKa.status.deactivateBlocked);
      return;
    }
    if (isStatusAction(action)) return void send(card, () => changeStatus(card, action));
    if (action === 'delete') return void send(card, () => deleteListing(card));
    return void send(card, () => cancelTariff(card));
  }

  const closeTariff = useCallback(() => setTariffFor(null), []);
  return { run, busyId, tariffFor, closeTariff };
}
