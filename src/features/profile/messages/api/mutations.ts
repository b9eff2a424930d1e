import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { paths } from '../../../../api/schema.gen';
import { markMessagesRead, refreshUser } from '../../../../state/session';
import { conversationsQuery, threadQuery } from './queries';

type Conversations = paths['/client-api/messages']['get']['responses'][200]['content']['application/json'];

/**
 * What reading and replying change. The server marks a conversation read when its thread is
 * fetched: the list's count and the header's count follow without asking again. A reply (sent by
 * the shared write-message dialog) is re-read into the thread and the list.
 */
export function useConversationUpdates() {
  const client = useQueryClient();

  const markRead = useCallback(
    (userId: number) => {
      const { queryKey } = conversationsQuery();
      const read = client.getQueryData<Conversations>(queryKey)?.result.find((item) => item.user.id === userId)?.unread_count ?? 0;
      if (read === 0) return;
      markMessagesRead(read);
      client.setQueryData<Conversations>(queryKey, (list) =>
        list && { ...list, result: list.result.map((item) => (item.user.id === userId ? { ...item, unread_count: 0 } : item)) },
      );
    },
    [client],
  );

  const afterReply = useCallback(
    async (userId: number) => {
      // the thread first: fetching it marks their newest messages read before the counts are re-read
      await client.invalidateQueries({ queryKey: threadQuery(userId).queryKey });
      await Promise.all([client.invalidateQueries({ queryKey: conversationsQuery().queryKey }), refreshUser()]);
    },
    [client],
  );

  return { markRead, afterReply };
}
