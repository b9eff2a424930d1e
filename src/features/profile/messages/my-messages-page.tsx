import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { conversationsQuery } from '../../../api/messages';
import type { components } from '../../../api/schema.gen';
import { paths, queryString } from '../../../config/paths';
import { appTexts, profileTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { useSession } from '../../../state/session';
import { positiveInt, useAddressQuery } from '../../../ui/address/use-address-query';
import { QueryView } from '../../../ui/load/QueryView';
import { Spinner } from '../../../ui/spinner/Spinner';
import { ProfileLayout } from '../layout/ProfileLayout';
import { ConversationList } from './ConversationList';
import { Thread } from './Thread';
import './my-messages.css';

type Conversation = components['schemas']['Conversation'];

// the open conversation is the address's (`?with=<user id>`): a reload keeps it
const readOpen = (search: string): number | null => positiveInt(new URLSearchParams(search).get('with'));
const writeOpen = (id: number | null): string => queryString({ with: id ?? undefined });

/** My messages (§2 MyMessages): conversations on the left, the open one on the right (one at a time on phones). */
export function MyMessagesPage() {
  const screens = useTexts(appTexts).screens;
  const texts = useTexts(profileTexts);
  const t = texts.messages;
  const conversations = useQuery(conversationsQuery());
  // a conversation starts on a listing's page: the way there
  const browse = (
    <Link href={paths.catalogSell.href()} className="button button--primary">
      {texts.saved.browse}
    </Link>
  );
  return (
    <ProfileLayout title={screens.MyMessages}>
      <QueryView
        query={conversations}
        icon="chat"
        empty={{ when: (data) => data.result.length === 0, title: t.emptyTitle, text: t.emptyText, action: browse }}
      >
        {(data) => <Messages conversations={data.result} />}
      </QueryView>
    </ProfileLayout>
  );
}

function Messages({ conversations }: { conversations: Conversation[] }) {
  const t = useTexts(profileTexts).messages;
  const { user } = useSession();
  const [openId, changeOpen] = useAddressQuery(readOpen, writeOpen);
  const shown = useDeferredValue(conversations);
  // back on a phone, the list takes the conversation's place again: the focus the back button had
  // returns to the conversation it was opened from
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    if (openId === null && opener.current instanceof HTMLElement && document.activeElement === document.body) opener.current.focus();
  }, [openId]);
  // Back returns to the list: opening from it adds an entry, switching to another replaces it, and
  // the back button goes back to the list's entry when this page added it
  const pushed = useRef(false);
  const open = shown.find((conversation) => conversation.user.id === openId);
  const openConversation = (id: number) => {
    opener.current = document.activeElement;
    if (!open) pushed.current = true;
    changeOpen(() => id, open ? 'replace' : 'push');
  };
  const closeConversation = () => {
    if (!pushed.current) return changeOpen(() => null, 'replace');
    pushed.current = false;
    window.history.back();
  };
  if (!user) return <Spinner />;
  return (
    <div className={`messages${open ? ' messages--open' : ''}`}>
      <ConversationList conversations={shown} meId={user.id} openId={openId} onOpen={openConversation} />
      {open ? (
        <Thread key={open.user.id} conversation={open} meId={user.id} onBack={closeConversation} />
      ) : (
        <p className="messages__pick">{t.pick}</p>
      )}
    </div>
  );
}
