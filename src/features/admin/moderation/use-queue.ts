import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { reportModerationCount } from '../../../desktop-bridge';
import { queueQuery } from './api/queries';
import { arrange, type QueueView } from './queue';
import type { Listing, ListingStatus } from '../../../domain/listing';


const none: readonly Listing[] = [];

/** The listings of one status and page, and which of them is selected. */
export function useQueue() {
  // the queue opens on the listings waiting for moderation
  const [query, setQuery] = useState<{ status: ListingStatus; page: number }>({ status: 1, page: 1 });
  const queue = useQuery({ ...queueQuery(query.status, query.page), placeholderData: keepPreviousData });
  const data = useDeferredValue(queue.data?.result);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // what the moderator narrows the page to and orders it by (the page the API sent, not the whole queue)
  const [view, setView] = useState<QueueView>({ farBelowOnly: false, belowMedianFirst: false });
  const items = useMemo(() => arrange(data?.data ?? none, view), [data, view]);
  // a new status or page starts at its first listing; so does a list the selected one has left
  const selected = items.find((item) => item.id === selectedId) ?? items[0] ?? null;

  // the desktop console shows how many listings wait (window title, badge)
  const waiting = queue.data && query.status === 1 && !queue.isPlaceholderData ? queue.data.result.total : null;
  useEffect(() => {
    if (waiting !== null) reportModerationCount(waiting);
  }, [waiting]);

  return {
    queue,
    data,
    items,
    status: query.status,
    page: query.page,
    selected,
    select: setSelectedId,
    setStatus: (status: ListingStatus) => setQuery({ status, page: 1 }),
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
    view,
    setView,
  };
}
