import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { threadQuery } from '../../../api/messages';
import type { components } from '../../../api/schema.gen';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../domain/format';
import { personName } from '../../../domain/person';
import { langMark } from '../../../domain/written-in';
import { profileTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { Avatar } from '../../../ui/avatar/Avatar';
import { Button } from '../../../ui/button/Button';
import { Icon } from '../../../ui/icon/Icon';
import { QueryView } from '../../../ui/load/QueryView';
import { WriteMessageDialog } from '../../../ui/write-message/WriteMessageDialog';
import { useConversationUpdates } from './api/mutations';

type Conversation = components['schemas']['Conversation'];
type Message = components['schemas']['Message'];

interface Props {
  conversation: Conversation;
  meId: number;
  onBack: () => void;
}

/** One conversation: the messages, oldest first, and the reply through the write-message dialog (§2). */
export function Thread({ conversation, meId, onBack }: Props) {
  const t = useTexts(profileTexts).messages;
  const lang = useLang();
  const { user } = conversation;
  const [replying, setReplying] = useState(false);
  const messages = useQuery(threadQuery(user.id));
  const { markRead, afterReply } = useConversationUpdates();
  // on a phone the conversation takes the list's place, the pressed conversation with it: the
  // focus goes to the conversation's heading, not to the page (read before the browser drops it)
  const title = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    const opener = document.activeElement;
    // not laid out: hidden with the list (checkVisibility would leave Safari before 17.4 out)
    if (opener instanceof HTMLElement && opener.getClientRects().length === 0) title.current?.focus();
  }, []);

  // each answer of the thread read its messages on the server
  useEffect(() => {
    if (messages.data) markRead(user.id);
  }, [messages.data, user.id, markRead]);

  // a reply is about the listing the conversation is about
  const announcementId = conversation.last_message.announcement_id ?? undefined;
  const name = personName(user);

  return (
    <section className="messages__thread" aria-label={t.thread(name)}>
      <header className="messages__thread-head">
        <button type="button" className="messages__back" onClick={onBack} aria-label={t.back}>
          <Icon name="chevronLeft" size={22} />
        </button>
        <Avatar name={user.name} image={user.image} size={40} />
        <h2 ref={title} className="messages__thread-title" tabIndex={-1} lang={langMark(name, lang)}>
          {name}
        </h2>
        {/* the API finds a listing by the id its address ends with */}
        {announcementId && (
          <Link href={paths.announcement.href(String(announcementId))} className="messages__about">
            {t.about(announcementId)}
          </Link>
        )}
      </header>
      <QueryView query={messages} icon="chat" notFound={{ title: t.notFoundTitle, text: t.notFoundText }}>
        {(data) => <Bubbles messages={data.result} meId={meId} other={name} />}
      </QueryView>
      <div className="messages__reply">
        <Button onClick={() => setReplying(true)}>
          <Icon name="chat" size={18} /> {t.reply}
        </Button>
      </div>
      <WriteMessageDialog
        open={replying}
        recipientId={user.id}
        announcementId={announcementId}
        replyTo={name}
        onClose={() => {
          setReplying(false);
          // a sent reply belongs in the thread; re-reading also catches their newest messages
          void afterReply(user.id);
        }}
      />
    </section>
  );
}

function Bubbles({ messages, meId, other }: { messages: Message[]; meId: number; other: string }) {
  const t = useTexts(profileTexts).messages;
  const lang = useLang();
  const list = useRef<HTMLOListElement>(null);
  // the newest message in view; only the list scrolls (on desktop), never the page
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages]);
  return (
    <ol ref={list} className="messages__bubbles">
      {messages.map((message) => {
        const mine = message.sender_id === meId;
        return (
          <li key={message.id} className={`messages__bubble${mine ? ' is-mine' : ''}`}>
            {/* who wrote it, which the bubble's side shows the eyes */}
            {mine ? <span className="visually-hidden">{t.you}</span> : <span className="visually-hidden" lang={langMark(other, lang)}>{t.from(other)}</span>}
            <p lang={langMark(message.content, lang)}>{message.content}</p>
            <time dateTime={message.created_at}>{formatDateTime(message.created_at, lang)}</time>
          </li>
        );
      })}
    </ol>
  );
}
