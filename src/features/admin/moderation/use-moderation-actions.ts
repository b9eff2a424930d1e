import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import type { components } from '../../../api/schema.gen';
import { adminTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { labelOf, useOptions } from '../../../domain/options';
import { askConfirm } from '../../../state/confirm';
import { notify } from '../../../state/notifications';
import { quote } from '../../../ui/user-words/quote';
import { queueQuery } from './api/queries';
import { useAddTariff, useChangeStatus, useDeleteListing, useRecordTelegram, useSaveRejectReason } from './api/mutations';
import { selectAfter, type QueueView } from './queue';
import { sameReason, type RejectReason } from './reject-reason';
import type { Listing, ListingStatus } from '../../../domain/listing';

type TariffName = components['schemas']['TariffName'];

interface Options {
  items: readonly Listing[];
  status: ListingStatus;
  page: number;
  view: QueueView;
  select: (id: number | null) => void;
}

/**
 * What a moderator does to a listing, one action at a time: a key pressed or a button clicked
 * while one is in flight does nothing. Every action re-fetches the list; approve, reject, delete
 * and a status change then select the next listing, so the queue can be worked through key after
 * key. The dialogs' actions throw a refusal for their form to show; the others leave it to the
 * notification every refused write gets.
 */
export function useModerationActions({ items, status, page, view, select }: Options) {
  const texts = useTexts(adminTexts);
  const t = texts.queue;
  const client = useQueryClient();
  const changeStatus = useChangeStatus();
  const rejectStatus = useChangeStatus({ ownRefusal: true });
  const saveReason = useSaveRejectReason();
  const deleteListing = useDeleteListing();
  const recordTelegram = useRecordTelegram();
  const addTariff = useAddTariff();
  const { statuses } = useOptions();
  const [busyId, setBusyId] = useState<number | null>(null);
  // read synchronously: a repeated key arrives before the busy state has rendered
  const inFlight = useRef(false);
  // the list as it was when an action started, to find the listing that followed it
  const latestItems = useRef(items);
  useLayoutEffect(() => {
    latestItems.current = items;
  });
  // a reason the server took for a listing whose status change then failed: it is in the listing's
  // history already, so a retry with the same reason sends only the status
  const savedReason = useRef<{ id: number; reason: RejectReason } | null>(null);

  /** Whether the action ran (false: another one was in flight); a refusal is thrown. */
  async function act(item: Listing, call: () => Promise<unknown>, advance: boolean, success: string): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusyId(item.id);
    const before = latestItems.current;
    let refusal: { error: unknown } | null = null;
    try {
      await call();
      notify('success', success);
    } catch (error) {
      refusal = { error };
    }
    try {
      // the mutation has re-fetched the list by now, so this reads the cache
      const after = await client.ensureQueryData(queueQuery(status, page, view)).then(
        (answer) => answer.result.data,
        () => null,
      );
      if (after && ((!refusal && advance) || !after.some((listing) => listing.id === item.id))) {
        select(selectAfter(before, item.id, after));
      }
    } finally {
      // the next action may start once the next listing is selected
      inFlight.current = false;
      setBusyId(null);
    }
    if (refusal) throw refusal.error;
    return true;
  }

  // the toolbar's and the keys' actions: their refusal is already on screen
  const quietly = (action: Promise<boolean>) =>
    action.then(
      () => undefined,
      () => undefined,
    );

  const setStatus = (item: Listing, next: ListingStatus) =>
    quietly(act(item, () => changeStatus.mutateAsync({ body: { id: item.id, status: next } }), true, t.statusChanged(item.id, labelOf(statuses, next))));

  return {
    busyId,
    isBusy: () => inFlight.current,
    approve: (item: Listing) => setStatus(item, 2),

    /** A status chosen in the toolbar's select, which answers every arrow key: asked first. */
    async chooseStatus(item: Listing, next: ListingStatus) {
      if (inFlight.current) return;
      const sure = await askConfirm({ title: t.changeStatus, text: quote((title) => t.statusText(item.id, title, labelOf(statuses, next)), item.title), confirmLabel: t.statusConfirm });
      if (sure) await setStatus(item, next);
    },

    /** §7: the reason first, then the status; the owner sees the reason on the rejected card */
    reject: (item: Listing, reason: RejectReason) =>
      act(
        item,
        async () => {
          const saved = savedReason.current;
          if (saved?.id !== item.id || !sameReason(saved.reason, reason)) {
            await saveReason.mutateAsync({ body: { announcement_id: item.id, ...reason } });
            savedReason.current = { id: item.id, reason };
          }
          await rejectStatus.mutateAsync({ body: { id: item.id, status: 3 } });
          savedReason.current = null;
        },
        true,
        t.rejectSaved(item.id),
      ),

    async remove(item: Listing) {
      if (inFlight.current) return;
      const sure = await askConfirm({ title: t.deleteTitle, text: quote((title) => t.deleteText(item.id, title), item.title), confirmLabel: t.delete, danger: true });
      if (!sure) return;
      await quietly(act(item, () => deleteListing.mutateAsync({ params: { path: { id: item.id } } }), true, t.deleted(item.id)));
    },

    telegram: (item: Listing, publication: { publication_date: string; link: string }) =>
      act(item, () => recordTelegram.mutateAsync({ body: { announcement_id: item.id, ...publication } }), false, texts.common.saved),

    addTariff: (item: Listing, tariff: { tariff: TariffName; days: number }) =>
      act(item, () => addTariff.mutateAsync({ body: { announcement_id: item.id, ...tariff } }), false, texts.common.saved),
  };
}
