import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { reportModerationCount } from '../../../desktop-bridge';
import { useResource } from '../shared/use-resource';

export type Listing = components['schemas']['Announcement'];
export type Status = components['schemas']['AnnouncementStatus'];

/** The listings of one status and page, and which of them is selected. */
export function useQueue() {
  // §: the queue opens on the listings waiting for moderation
  const [query, setQuery] = useState<{ status: Status; page: number }>({ status: 1, page: 1 });
  const queue = useResource(async () => {
    const { data } = await api.GET('/admin-api/announcements', { params: { query } });
    return data?.result ?? null;
  }, `${query.status}|${query.page}`);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const items = queue.data?.data ?? [];

  // a new status or page starts at its first listing; a listing that left the list is replaced
  useEffect(() => {
    const list = queue.data?.data ?? [];
    setSelectedId((id) => (list.some((item) => item.id === id) ? id : (list[0]?.id ?? null)));
  }, [queue.data]);

  // the desktop console shows how many listings wait (window title, badge)
  useEffect(() => {
    if (queue.data && query.status === 1) reportModerationCount(queue.data.total);
  }, [queue.data, query.status]);

  return {
    queue,
    items,
    status: query.status,
    page: query.page,
    selected: items.find((item) => item.id === selectedId) ?? null,
    select: setSelectedId,
    setStatus: (status: Status) => setQuery({ status, page: 1 }),
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
  };
}
