import { useState } from 'react';
import { api } from '../../../api/client';
import { ka } from '../../../i18n/ka';
import { profileKa } from '../../../i18n/profile.ka';
import { markMessagesRead, useSession } from '../../../state/session';
import { Spinner } from '../../../ui/spinner/Spinner';
import { StatusPanel } from '../../../ui/load/StatusPanel';
import { LoadError } from '../components/LoadError';
import { ProfileLayout } from '../layout/ProfileLayout';
import { useResource } from '../use-resource';
import { ConversationList } from './ConversationList';
import { Thread } from './Thread';
import './my-messages.css';

/** My messages (§2 MyMessages): conversations on the left, the open one on the right (one at a time on phones). */
export function MyMessagesPage() {
  const { user } = useSession();
  const [openId, setOpenId] = useState<number | null>(null);
  const conversations = useResource(async () => {
    const { data } = await api.GET('/client-api/messages');
    return data?.result;
  }, []);

  const open = conversations.data?.find((conversation) => conversation.user.id === openId);

  // the server marked the conversation read when it was opened: the counts follow
  function onRead(userId: number) {
    const read = conversations.data?.find((conversation) => conversation.user.id === userId)?.unread_count ?? 0;
    if (read === 0) return;
    markMessagesRead(read);
    conversations.update((list) => list.map((item) => (item.user.id === userId ? { ...item, unread_count: 0 } : item)));
  }

  let body;
  if (conversations.failed) body = <LoadError onRetry={conversations.reload} />;
  else if (!conversations.data || !user) body = <Spinner />;
  else if (conversations.data.length === 0) body = <StatusPanel icon="chat" title={profileKa.messages.emptyTitle} text={profileKa.messages.emptyText} />;
  else
    body = (
      <div className={`messages${open ? ' messages--open' : ''}`}>
        <ConversationList conversations={conversations.data} meId={user.id} openId={openId} onOpen={setOpenId} />
        {open ? (
          <Thread key={open.user.id} conversation={open} meId={user.id} onRead={onRead} onBack={() => setOpenId(null)} />
        ) : (
          <p className="messages__pick">{profileKa.messages.pick}</p>
        )}
      </div>
    );

  return <ProfileLayout title={ka.screens.MyMessages}>{body}</ProfileLayout>;
}
