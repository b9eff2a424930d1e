import { useLayoutEffect, useRef, useState } from 'react';
import { api } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { adminKa } from '../../../i18n/admin.ka';
import { askConfirm } from '../../../state/confirm';
import { notify } from '../../../state/notifications';
import { done, failed, type Outcome } from '../shared/outcome';
import { selectAfter } from './queue';
import type { Listing, Status } from './use-queue';

type QueuePage = components['schemas']['AdminAnnouncementPage'];
type TariffName = components['schemas']['TariffName'];

interface Options {
  items: readonly Listing[];
  reload: () => Promise<QueuePage | null>;
  select: (id: number | null) => void;
}

async function outcomeOf(request: Promise<{ error?: unknown }>, success: string): Promise<Outcome> {
  const { error } = await request;
  if (error) return failed(error);
  notify('success', success);
  return done;
}

/**
 * What a moderator does to a listing. Every action re-fetches the list afterwards (also after a
 * refusal, so nothing optimistic stays behind); approve, reject, delete and a status change then
 * select the next listing, so the queue can be worked through key after key.
 */
export function useModerationActions({ items, reload, select }: Options) {
  const t = adminKa.queue;
  const [busyId, setBusyId] = useState<number | null>(null);
  // the list as it was when an action started, to find the listing that followed it
  const latestItems = useRef(items);
  useLayoutEffect(() => {
    latestItems.current = items;
  });

  async function act(item: Listing, call: () => Promise<Outcome>, advance: boolean): Promise<Outcome> {
    setBusyId(item.id);
    const before = latestItems.current;
    const outcome = await call();
    const after = await reload();
    setBusyId(null);
    if (after && ((outcome.ok && advance) || !after.data.some((listing) => listing.id === item.id))) {
      select(selectAfter(before, item.id, after.data));
    }
    return outcome;
  }

  const setStatus = (item: Listing, status: Status) =>
    act(item, () => outcomeOf(api.PUT('/api/change-status', { body: { id: item.id, status } }), t.statusChanged), true);

  return {
    busyId,
    setStatus,
    approve: (item: Listing) => setStatus(item, 2),

    /** §7: the reason first, then the status; the owner sees the reason on the rejected card */
    reject: (item: Listing, reason: { reject_category_ge: string; reject_message: string }) =>
      act(
        item,
        async () => {
          const saved = await api.POST('/api/reject-reason', { body: { announcement_id: item.id, ...reason } });
          if (saved.error) return failed(saved.error);
          return outcomeOf(api.PUT('/api/change-status', { body: { id: item.id, status: 3 } }), t.rejectSaved);
        },
        true,
      ),

    async remove(item: Listing) {
      const sure = await askConfirm({ title: t.deleteTitle, text: t.deleteText(item.id, item.title), confirmLabel: t.delete, danger: true });
      if (!sure) return;
      await act(
        item,
        () => outcomeOf(api.DELETE('/api/announcement-delete/{id}', { params: { path: { id: item.id } } }), t.deleted),
        true,
      );
    },

    telegram: (item: Listing, publication: { publication_date: string; link: string }) =>
      act(
        item,
        () =>
          outcomeOf(
            api.POST('/admin-api/announcement/telegram_publication', { body: { announcement_id: item.id, ...publication } }),
            adminKa.common.saved,
          ),
        false,
      ),

    addTariff: (item: Listing, tariff: { tariff: TariffName; days: number }) =>
      act(
        item,
        () => outcomeOf(api.POST('/admin-api/announcement/add_tariff', { body: { announcement_id: item.id, ...tariff } }), adminKa.common.saved),
        false,
      ),
  };
}
