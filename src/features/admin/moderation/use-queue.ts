import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { inDesktopConsole, reportModerationCount } from '../../../desktop-bridge';
import { useAddressQuery } from '../../../ui/address/use-address-query';
import { queueQuery } from './api/queries';
import { selectAfter, type QueueView } from './queue';
import { readQueueAddress, writeQueueAddress } from './queue-address';
import type { Listing, ListingStatus } from '../../../domain/listing';

const none: readonly Listing[] = [];
// how often the console asks the API for the waiting count: new listings arrive over minutes
const COUNT_REFRESH_MS = 60_000;

/** The listings of one status, view and page, and which of them is selected: the address's (queue-address.ts). */
export function useQueue() {
  // the queue opens on every listing waiting for moderation, oldest first
  const [at, change] = useAddressQuery(readQueueAddress, writeQueueAddress);
  const { status, page, view } = at;
  // the desktop console shows how many listings wait (window title, badge): the whole queue's count,
  // not a narrowed one's
  const wholeQueue = status === 1 && !view.farBelowOnly;
  const queue = useQuery({
    ...queueQuery(status, page, view),
    placeholderData: keepPreviousData,
    // the count goes stale unless asked again, and a window in the background (where a notification
    // about new listings is due) gets no focus refetch: the console asks on a clock, hidden or not
    refetchInterval: () => (wholeQueue && inDesktopConsole() ? COUNT_REFRESH_MS : false),
    refetchIntervalInBackground: true,
  });
  const data = useDeferredValue(queue.data?.result);
  const items = data?.data ?? none;
  // the list on screen, once read (not another's kept meanwhile) and its deferred rendering caught up
  const list = queue.data && !queue.isPlaceholderData && data === queue.data.result ? JSON.stringify([status, page, view]) : null;
  // the listing shown last, and the list it was shown in: the address's, or the first a list showed by itself
  const [shown, setShown] = useState<{ id: number; list: string; items: readonly Listing[] } | null>(null);
  // K from a page's first listing lands on the previous page's last, once that list is in
  const [endOf, setEndOf] = useState<string | null>(null);
  const current = at.listing ?? (shown && shown.list === list ? shown.id : null);
  const found = current === null ? null : (items.find((item) => item.id === current) ?? null);
  // the same list read again no longer has it (handled elsewhere, or moved by the order): never the
  // first silently in its place, as A would approve a listing not looked at
  const left = current !== null && !found && shown?.id === current && shown.list === list ? current : null;
  const taker = left !== null && shown ? selectAfter(shown.items, left, items) : null;
  // a new status or page starts at its first listing
  const chosen = current === null ? ((endOf !== null && endOf === list ? items.at(-1) : items[0]) ?? null) : found;
  if (chosen && list && (shown?.id !== chosen.id || shown.items !== items || shown.list !== list)) setShown({ id: chosen.id, list, items });
  // used by the list it was meant for, or given up for another (a click or Back meanwhile)
  if (endOf !== null && list !== null) setEndOf(null);
  const selected = chosen ?? items.find((item) => item.id === taker) ?? null;

  // a selection changes the entry it is made in: Back returns to the last status or page, not
  // through every listing looked at; the same function from render to render, as the list (drawn
  // again only when it changes) is handed it
  const select = useCallback((listing: number | null) => change((q) => ({ ...q, listing }), 'replace'), [change]);

  const waiting = queue.data && wholeQueue && !queue.isPlaceholderData ? queue.data.result.total : null;
  useEffect(() => {
    if (waiting !== null) reportModerationCount(waiting);
  }, [waiting]);

  return {
    queue,
    data,
    items,
    status,
    page,
    view,
    selected,
    /** the list on screen is this status's, page's and view's own (not the last one's, kept while it loads) */
    ready: list !== null,
    /** the listing the address names, when it is not on this page (null: none named, or there) */
    missing: at.listing !== null && !found && left === null && list !== null ? at.listing : null,
    /** the listing shown left the list as it was read again; `selected` is the one that took its place, for an action of this console's under way */
    left,
    select,
    // a new status or view has pages of its own: it starts at the first
    setStatus: (next: ListingStatus) => change((q) => ({ ...q, status: next, page: 1, listing: null }), 'push'),
    setView: (next: QueueView) => change((q) => ({ ...q, view: next, page: 1 }), 'push'),
    setPage: (next: number) => change((q) => ({ ...q, page: next, listing: null }), 'push'),
    /** J past a page's last listing, or K before its first: the next page's first, or the previous one's last */
    stepPage: (step: 1 | -1) => {
      if (step === -1) setEndOf(JSON.stringify([status, page - 1, view]));
      change((q) => ({ ...q, page: page + step, listing: null }), 'push');
    },
    /** in place of a page that is no more */
    goToPage: (next: number) => change((q) => ({ ...q, page: next, listing: null }), 'replace'),
  };
}
