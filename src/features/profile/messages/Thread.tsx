import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { api } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { formatDateTime } from '../../../domain/format';
import { profileKa } from '../../../i18n/profile.ka';
import { Avatar } from '../../../ui/avatar/Avatar';
import { Button } from '../../../ui/button/Button';
import { Icon } from '../../../ui/icon/Icon';
import { Spinner } from '../../../ui/spinner/Spinner';
import { WriteMessageDialog } from '../../../ui/write-message/WriteMessageDialog';
import { LoadError } from '../components/LoadError';
import { useResource } from '../use-resource';

type Conversation = components['schemas']['Conversation'];

interface Props {
  conversation: Conversation;
  meId: number;
  onRead: (userId: number) => void;
  onBack: () => void;
}

/** One conversation: the messages, oldest first, and the reply through the write-message dialog (§2). */
export function Thread({ conversation, meId, onRead, onBack }: Props) {
  const { user } = conversation;
  const [replying, setReplying] = useState(false);
  const bubbles = useRef<HTMLOListElement>(null);
  const messages = useResource(async () => {
    const { data } = await api.GET('/client-api/messages/{userId}', { params: { path: { userId: user.id } } });
    return data?.result;
  }, [user.id]);

  // the latest callback, so that only a new answer (not a new render) counts as reading
  const read = useRef(onRead);
  useLayoutEffect(() => {
    read.current = onRead;
  });
  useEffect(() => {
    if (!messages.data) return;
    read.current(user.id);
    // the newest message in view; only the list scrolls (on desktop), never the page
    if (bubbles.current) bubbles.current.scrollTop = bubbles.current.scrollHeight;
  }, [messages.data, user.id]);

  // a reply is about the listing the conversation is about
  const announcementId = conversation.last_message.announcement_id ?? undefined;

  return (
    <section className="messages__thread" aria-label={profileKa.messages.thread(`${user.name} ${user.surname}`)}>
      <header className="messages__thread-head">
        <button type="button" className="messages__back" onClick={onBack} aria-label={profileKa.messages.back}>
          <Icon name="chevronLeft" size={22} />
        </button>
        <Avatar name={user.name} image={user.image} size={40} />
        <h2 className="messages__thread-title">
          {user.name} {user.surname}
        </h2>
        {announcementId && <span className="messages__about">{profileKa.messages.about(announcementId)}</span>}
      </header>
      {messages.failed ? (
        <LoadError onRetry={messages.reload} />
      ) : !messages.data ? (
        <Spinner />
      ) : (
        <ol ref={bubbles} className="messages__bubbles">
          {messages.data.map((message) => (
            <li key={message.id} className={`messages__bubble${message.sender_id === meId ? ' is-mine' : ''}`}>
              <p>{message.content}</p>
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            </li>
          ))}
        </ol>
      )}
      <div className="messages__reply">
        <Button onClick={() => setReplying(true)}>
          <Icon name="chat" size={18} /> {profileKa.messages.reply}
        </Button>
      </div>
      <WriteMessageDialog
        open={replying}
        recipientId={user.id}
        announcementId={announcementId}
        onClose={() => {
          setReplying(false);
          // a sent reply belongs in the thread; re-reading also catches their newest messages
          void messages.reload();
        }}
      />
    </section>
  );
}
