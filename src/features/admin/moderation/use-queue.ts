import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
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
  const asked = at.listing;
  const found = items.find((item) => item.id === asked) ?? null;
  // the last list of this status, page and view the selected listing was in: when the same list read
  // again no longer has it, the one that took its place is selected (never silently the first: A
  // would approve a listing not looked at)
  const list = queue.data && !queue.isPlaceholderData ? JSON.stringify([status, page, view]) : null;
  const [lastWith, setLastWith] = useState<{ id: number; list: string; items: readonly Listing[] } | null>(null);
  if (found && list && (lastWith?.id !== found.id || lastWith.items !== items)) setLastWith({ id: found.id, list, items });
  const leftFrom = asked !== null && !found && lastWith?.id === asked && lastWith.list === list ? lastWith.items : null;
  const taker = leftFrom && asked !== null ? selectAfter(leftFrom, asked, items) : null;
  // a new status or page starts at its first listing; an address naming one not on the page selects none
  const selected = asked === null ? (items[0] ?? null) : (found ?? items.find((item) => item.id === taker) ?? null);

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
    /** the listing the address names, when it is not on this page (null: none named, or there) */
    missing: found || asked === null ? null : asked,
    /** the selected listing left the list as it was read again, and `selected` took its place */
    left: leftFrom ? asked : null,
    // a selection changes the entry it is made in: Back returns to the last status or page, not
    // through every listing looked at
    select: (listing: number | null) => change((q) => ({ ...q, listing }), 'replace'),
    // a new status or view has pages of its own: it starts at the first
    setStatus: (next: ListingStatus) => change((q) => ({ ...q, status: next, page: 1, listing: null }), 'push'),
    setView: (next: QueueView) => change((q) => ({ ...q, view: next, page: 1 }), 'push'),
    setPage: (next: number) => change((q) => ({ ...q, page: next, listing: null }), 'push'),
    /** in place of a page that is no more */
    goToPage: (next: number) => change((q) => ({ ...q, page: next, listing: null }), 'replace'),
  };
}
