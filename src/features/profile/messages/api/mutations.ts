import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { conversationsQuery, threadQuery } from '../../../../api/messages';
import { userQuery } from '../../../../api/user';

/**
 * What reading and replying change. The server marks a conversation read when its thread is
 * fetched: the list's count and the header's count follow without asking again. A reply (sent by
 * the shared write-message dialog) is re-read into the thread, the list and the user.
 */
export function useConversationUpdates() {
  const client = useQueryClient();

  const markRead = useCallback(
    (userId: number) => {
      const { queryKey } = conversationsQuery();
      const read = client.getQueryData(queryKey)?.result.find((item) => item.user.id === userId)?.unread_count ?? 0;
      if (read === 0) return;
      client.setQueryData(userQuery().queryKey, (answer) =>
        answer && { ...answer, result: { ...answer.result, unread_messages: Math.max(0, answer.result.unread_messages - read) } },
      );
      client.setQueryData(queryKey, (list) =>
        list && { ...list, result: list.result.map((item) => (item.user.id === userId ? { ...item, unread_count: 0 } : item)) },
      );
    },
    [client],
  );

  const afterReply = useCallback(
    async (userId: number) => {
      // the thread first: fetching it marks their newest messages read before the counts are re-read
      await client.invalidateQueries({ queryKey: threadQuery(userId).queryKey });
      await Promise.all([
        client.invalidateQueries({ queryKey: conversationsQuery().queryKey }),
        client.invalidateQueries({ queryKey: userQuery().queryKey }),
      ]);
    },
    [client],
  );

  return { markRead, afterReply };
}
