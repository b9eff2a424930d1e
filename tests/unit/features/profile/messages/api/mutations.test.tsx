// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { conversationsQuery } from '../../../../../../src/api/messages';
import { createQueryClient } from '../../../../../../src/api/query-client';
import { userQuery } from '../../../../../../src/api/user';
import { useConversationUpdates } from '../../../../../../src/features/profile/messages/api/mutations';
import { aUser } from '../../../../user';

const message = { id: 1, sender_id: 23, recipient_id: 17, content: 'გამარჯობა', read_at: null, created_at: '2026-11-22T09:41:00.000000Z', announcement_id: null };
const conversation = (id: number, unread: number) => ({ user: { id, name: 'ლევან', surname: 'გელაშვილი', image: null }, last_message: message, unread_count: unread });
const nino = (unread: number) => aUser({ balance: 124.5, unread_messages: unread });

/** The updates over a cache holding Nino with `unread` unread messages and her conversations. */
function updatesOver(unread: number, conversations: ReturnType<typeof conversation>[]) {
  const client = createQueryClient();
  client.setQueryData(userQuery().queryKey, { result: nino(unread) });
  client.setQueryData(conversationsQuery().queryKey, { result: conversations });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useConversationUpdates(), { wrapper });
  const read = () => ({
    user: client.getQueryData(userQuery().queryKey)?.result.unread_messages,
    conversations: client.getQueryData(conversationsQuery().queryKey)?.result.map((item) => item.unread_count),
  });
  return { markRead: result.current.markRead, read };
}

describe('opening a conversation', () => {
  it('takes its unread messages off the user’s count and the list’s', () => {
    const { markRead, read } = updatesOver(3, [conversation(23, 2), conversation(31, 1)]);
    markRead(23);
    expect(read()).toEqual({ user: 1, conversations: [0, 1] });
  });

  it('never takes the user’s count below zero', () => {
    const { markRead, read } = updatesOver(1, [conversation(23, 5)]);
    markRead(23);
    expect(read()).toEqual({ user: 0, conversations: [0] });
  });

  it('changes nothing when the conversation was read', () => {
    const { markRead, read } = updatesOver(2, [conversation(31, 0)]);
    markRead(31);
    expect(read()).toEqual({ user: 2, conversations: [0] });
  });
});
