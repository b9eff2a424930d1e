import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { adminTexts, appTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { PartBoundary } from '../../../ui/load/lazy-part';
import { QueryView } from '../../../ui/load/QueryView';
import { notify } from '../../../state/notifications';
import { Pager } from '../../../ui/pager/Pager';
import { AdminLayout } from '../layout/AdminLayout';
import { ChangeTariffDialog, preloadDialogs, RejectDialog, TelegramDialog } from './dialog-parts';
import { whenIdle } from '../../../ui/idle/when-idle';
import { useMediaQuery } from '../../../ui/media/use-media-query';
import { atLeast } from '../../../styles/breakpoints';
import { ListingPanel } from './ListingPanel';
import { PanelToolbar } from './PanelToolbar';
import { QueueList } from './QueueList';
import { QueueView } from './QueueView';
import { stepFrom } from './queue';
import { ShortcutLegend, ShortcutToggle } from './ShortcutLegend';
import { StatusTabs } from './StatusTabs';
import { useModerationActions } from './use-moderation-actions';
import { useQueue } from './use-queue';
import { useQueueShortcuts } from './use-queue-shortcuts';
import './advertisements.css';
import type { Listing } from '../../../domain/listing';

type DialogKind = 'reject' | 'telegram' | 'tariff';

/**
 * The moderation queue (§6): listings of a status (on moderation by default) beside the selected
 * one in full. Built for speed: J/K or the arrows move, A approves, R rejects, D deletes, T records
 * a Telegram post, and after approve or reject the next listing is already selected.
 */
export function AdvertisementsPage() {
  const texts = useTexts(adminTexts);
  const t = texts.queue;
  const { screens } = useTexts(appTexts);
  const q = useQueue();
  const actions = useModerationActions({ items: q.items, status: q.status, page: q.page, view: q.view, select: q.select });
  // the listing shown left the list as it was read again: none is selected, and the moderator is
  // told, until they choose (this console's own action selects the next itself, once its list is in)
  const leftUnder = q.left !== null && actions.busyId === null ? q.left : null;
  const selected = leftUnder === null ? q.selected : null;
  const tellLeft = useEffectEvent((left: number) => notify('info', t.handledElsewhere(left)));
  useEffect(() => {
    if (leftUnder !== null) tellLeft(leftUnder);
  }, [leftUnder]);
  const [dialog, setDialog] = useState<{ kind: DialogKind; listing: Listing } | null>(null);
  const [legendOpen, setLegendOpen] = useState(false);
  // phones: the panel covers the list once a listing is tapped
  const [panelOpen, setPanelOpen] = useState(false);

  const { select } = q;
  const openListing = useCallback(
    (id: number) => {
      select(id);
      setPanelOpen(true);
    },
    [select],
  );
  const openDialog = (kind: DialogKind) => selected && setDialog({ kind, listing: selected });
  const closeDialog = () => setDialog(null);

  // once the queue is on screen and the browser idle: before, their code would share the phone's
  // bandwidth and main thread with the queue's first listings
  const queueIn = q.queue.data !== undefined;
  useEffect(() => (queueIn ? whenIdle(preloadDialogs) : undefined), [queueIn]);

  useQueueShortcuts((command) => {
    // a dialog whose code is still on its way owns the keyboard already: a key typed for it
    // must not approve or delete
    if (dialog) return;
    if (command === 'legend' || command === 'closeLegend') {
      setLegendOpen((open) => (command === 'legend' ? !open : false));
      return;
    }
    // while another page, status or view loads, the list on screen is the last one's: a key would
    // move through it, or act on its first listing, under the new page's address
    if (!q.ready) return;
    if (command === 'next' || command === 'previous') {
      const step = command === 'next' ? 1 : -1;
      const edge = step === 1 ? q.items.at(-1) : q.items[0];
      const beyond = q.page + step;
      // past the page's end to the next page's start
      if (selected && selected.id === edge?.id && beyond >= 1 && beyond <= (q.data?.last_page ?? 1)) q.stepPage(step);
      else q.select(stepFrom(q.items, selected?.id ?? null, step));
      return;
    }
    // one action at a time: a key pressed while the last one is still in flight is ignored
    if (!selected || actions.isBusy()) return;
    if (command === 'approve' && selected.status !== 2) void actions.approve(selected);
    if (command === 'reject' && selected.status !== 3) openDialog('reject');
    if (command === 'delete') void actions.remove(selected);
    if (command === 'telegram') openDialog('telegram');
  });

  // below md the panel covers the list and takes the focus; beside the list the focus stays there
  const beside = useMediaQuery(atLeast('md'));
  useEffect(() => {
    if (panelOpen && !beside) document.getElementById('listing-panel-title')?.focus();
  }, [panelOpen, beside]);

  // a page past the list's end (its last listings handled, an old bookmark): its last page instead
  const lastPage = q.queue.isPlaceholderData ? null : q.data?.last_page;
  const lastListed = lastPage === undefined || lastPage === null ? null : Math.max(lastPage, 1);
  const pastEnd = q.data?.data.length === 0 && lastListed !== null && q.page > lastListed;
  useEffect(() => {
    if (pastEnd && lastListed !== null) q.goToPage(lastListed);
  }, [pastEnd, lastListed]);

  return (
    <AdminLayout fill title={screens.AdminAdvertisements} actions={<ShortcutToggle open={legendOpen} onToggle={() => setLegendOpen((open) => !open)} />}>
      <ShortcutLegend open={legendOpen} />
      <div className="admin-layout__bar">
        <StatusTabs status={q.status} onChange={q.setStatus} />
        <QueueView view={q.view} onChange={q.setView} />
        {/* there from the first render, a line high: its text arriving moves nothing, and a screen reader hears it */}
        <span className="admin-layout__count" aria-live="polite">
          {q.data && (q.queue.isFetching ? texts.common.refreshing : t.total(q.data.total))}
        </span>
      </div>
      <QueryView
        query={q.queue}
        icon="list"
        empty={{
          title: q.view.farBelowOnly ? t.farBelowNone : q.status === 1 ? t.emptyQueue : t.emptyStatus,
          when: (data) => data.result.data.length === 0 && !pastEnd,
        }}
      >
        {(data) => (
          <div className={`queue${panelOpen ? ' queue--panel-open' : ''}`}>
            <div className="queue__list">
              <QueueList items={q.items} selectedId={selected?.id ?? null} busy={!q.ready} onSelect={openListing} />
              <Pager page={q.page} last={data.result.last_page} onPage={q.setPage} />
            </div>
            <div className="queue__panel">
              {selected ? (
                <ListingPanel
                  listing={selected}
                  onBack={() => setPanelOpen(false)}
                  toolbar={
                    <PanelToolbar
                      listing={selected}
                      // while a new status or page loads, the listing shown is the last list's
                      busy={!q.ready || actions.busyId === selected.id}
                      onApprove={() => void actions.approve(selected)}
                      onReject={() => openDialog('reject')}
                      onDelete={() => void actions.remove(selected)}
                      onTelegram={() => openDialog('telegram')}
                      onTariff={() => openDialog('tariff')}
                      // a rejection takes its reason (§7) in the reject dialog
                      onStatus={(status) => (status === 3 ? openDialog('reject') : void actions.chooseStatus(selected, status))}
                      onPrepare={preloadDialogs}
                    />
                  }
                />
              ) : (
                <p className="queue__hint">{leftUnder !== null ? t.handledElsewhere(leftUnder) : q.missing !== null ? t.notOnPage(q.missing) : t.noSelection}</p>
              )}
            </div>
          </div>
        )}
      </QueryView>
      {/* a dialog closes once its call succeeded; after a refusal it stays with what was typed */}
      <PartBoundary failure="opened" onClose={closeDialog}>
        {dialog?.kind === 'reject' && (
          <RejectDialog
            listing={dialog.listing}
            onClose={closeDialog}
            onSubmit={async (reason) => {
              if (await actions.reject(dialog.listing, reason)) closeDialog();
            }}
          />
        )}
        {dialog?.kind === 'telegram' && (
          <TelegramDialog
            listing={dialog.listing}
            onClose={closeDialog}
            onSubmit={async (value) => {
              if (await actions.telegram(dialog.listing, value)) closeDialog();
            }}
          />
        )}
        {dialog?.kind === 'tariff' && (
          <ChangeTariffDialog
            listing={dialog.listing}
            onClose={closeDialog}
            onSubmit={async (value) => {
              if (await actions.addTariff(dialog.listing, value)) closeDialog();
            }}
          />
        )}
      </PartBoundary>
    </AdminLayout>
  );
}
