import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { refusal, refusalText, toldCentrally, type RefusalWords } from '../../../api/refusal';
import { paths } from '../../../config/paths';
import { formatGel } from '../../../domain/format';
import { labelOf, useOptions } from '../../../domain/options';
import { profileTexts } from '../../../i18n/catalogues';
import type { Lang } from '../../../i18n/lang';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { askConfirm } from '../../../state/confirm';
import { notify } from '../../../state/notifications';
import { quote } from '../../../ui/user-words/quote';
import { cancelledServices, canDeactivate, isStatusAction, targetStatus, type OwnerAction, type StatusAction } from '../owner-actions';
import { useOwnerMutations } from './api/mutations';
import type { ListingCard } from '../../../domain/listing';

/**
 * Tells a refusal in `lang`: by its code where the app knows it (`own` words first), `text` for a
 * 422 without one, the server's text for other statuses.
 */
function tellRefusal(error: unknown, text: string, lang: Lang, own: RefusalWords = {}) {
  const answer = refusal(error, own, lang);
  if (toldCentrally(answer)) return;
  notify('error', answer.status === 422 && !('code' in answer) ? text : refusalText(answer));
}

/** Runs the owner's menu actions on my apartments, one listing at a time; each tells its outcome (§8). */
export function useOwnerActions() {
  const t = useTexts(profileTexts);
  const lang = useLang();
  const options = useOptions();
  const [, navigate] = useLocation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [tariffFor, setTariffFor] = useState<ListingCard | null>(null);
  const owner = useOwnerMutations();

  async function changeStatus(card: ListingCard, action: StatusAction) {
    try {
      await owner.changeStatus.mutateAsync({ body: { id: card.id, status: targetStatus[action] } });
      notify('success', t.status.changed);
    } catch (error) {
      // only a paid service's refusal gets the §4 words of the menu's own check; any other is told by its code
      tellRefusal(error, t.status.refused, lang, { paid_service_active: t.status.deactivateBlocked });
    }
  }

  // asks first, since a deleted listing cannot come back
  async function deleteListing(card: ListingCard) {
    const sure = await askConfirm({
      title: t.remove.title,
      text: quote(t.remove.text, card.title),
      confirmLabel: t.remove.confirm,
      danger: true,
    });
    if (!sure) return;
    await owner.remove.mutateAsync({ body: { id: card.id } });
    notify('success', t.remove.done);
  }

  // §4: the refund is calculated, the owner confirms the GEL amount, then the tariff is cancelled
  async function cancelTariff(card: ListingCard) {
    const calculated = await owner.calculateRefund.mutateAsync({ body: { announcement_id: card.id } });
    const refund = calculated.result;
    if (typeof refund === 'string') {
      // `No days left`: the tariff is ending and there is nothing to give back
      notify('info', t.refund.noDaysLeft);
      return;
    }
    const services = cancelledServices(card, (name) => labelOf(options.tariffNames, name), lang);
    const sure = await askConfirm({
      title: t.refund.title(services),
      text: t.refund.text(services, formatGel(refund.amount, lang)),
      confirmLabel: t.refund.confirm,
      // "Cancel" beside "Yes, cancel it" reads as cancelling too: this one keeps the promotion
      cancelLabel: t.refund.keep,
      danger: true,
    });
    if (!sure) return;
    try {
      const done = await owner.refund.mutateAsync({ body: { announcement_id: card.id } });
      notify('success', t.refund.done(formatGel(done.result.amount, lang)));
    } catch (error) {
      // the days ran out between the calculation and the confirmation, or the id was refused
      tellRefusal(error, t.refund.failed, lang);
    }
  }

  async function during(card: ListingCard, call: () => Promise<void>) {
    setBusyId(card.id);
    try {
      await call();
    } catch {
      // a refusal the mutation cache has already told
    } finally {
      setBusyId(null);
    }
  }

  function run(action: OwnerAction, card: ListingCard) {
    if (busyId !== null) return;
    if (action === 'edit') return navigate(paths.editAdvertisement.href(card.id));
    if (action === 'changeTariff') return setTariffFor(card);
    if (action === 'deactivate' && !canDeactivate(card)) {
      notify('error', t.status.deactivateBlocked);
      return;
    }
    if (isStatusAction(action)) return void during(card, () => changeStatus(card, action));
    if (action === 'delete') return void during(card, () => deleteListing(card));
    return void during(card, () => cancelTariff(card));
  }

  const closeTariff = useCallback(() => setTariffFor(null), []);
  return { run, busyId, tariffFor, closeTariff };
}
