import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { reportModerationCount } from '../../../desktop-bridge';
import { queueQuery } from './api/queries';
import type { QueueView } from './queue';
import type { Listing, ListingStatus } from '../../../domain/listing';


const none: readonly Listing[] = [];

/** The listings of one status, view and page, and which of them is selected. */
export function useQueue() {
  // the queue opens on every listing waiting for moderation, oldest first
  const [query, setQuery] = useState<{ status: ListingStatus; page: number; view: QueueView }>({
    status: 1,
    page: 1,
    view: { farBelowOnly: false, belowMedianFirst: false },
  });
  const queue = useQuery({ ...queueQuery(query.status, query.page, query.view), placeholderData: keepPreviousData });
  const data = useDeferredValue(queue.data?.result);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const items = data?.data ?? none;
  // a new status or page starts at its first listing; so does a list the selected one has left
  const selected = items.find((item) => item.id === selectedId) ?? items[0] ?? null;

  // the desktop console shows how many listings wait (window title, badge): the whole queue's count,
  // not a narrowed one's
  const wholeQueue = query.status === 1 && !query.view.farBelowOnly;
  const waiting = queue.data && wholeQueue && !queue.isPlaceholderData ? queue.data.result.total : null;
  useEffect(() => {
    if (waiting !== null) reportModerationCount(waiting);
  }, [waiting]);

  return {
    queue,
    data,
    items,
    status: query.status,
    page: query.page,
    view: query.view,
    selected,
    select: setSelectedId,
    // a new status or view has pages of its own: it starts at the first
    setStatus: (status: ListingStatus) => setQuery((q) => ({ ...q, status, page: 1 })),
    setView: (view: QueueView) => setQuery((q) => ({ ...q, view, page: 1 })),
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
  };
}
