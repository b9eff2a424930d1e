import type { components } from '../../../api/schema.gen';
import { formatDateTime } from '../../../domain/format';
import { personName } from '../../../domain/person';
import { formatRecentDate } from '../../../domain/recent-date';
import { langMark } from '../../../domain/written-in';
import { profileTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { Avatar } from '../../../ui/avatar/Avatar';
import { UnreadBadge } from '../components/UnreadBadge';

type Conversation = components['schemas']['Conversation'];

interface Props {
  conversations: readonly Conversation[];
  meId: number;
  openId: number | null;
  onOpen: (userId: number) => void;
}

/** The conversations, newest first, each with the last message and its unread count. */
export function ConversationList({ conversations, meId, openId, onOpen }: Props) {
  const t = useTexts(profileTexts).messages;
  const lang = useLang();
  return (
    <nav className="messages__list" aria-label={t.conversations}>
      <ul>
        {conversations.map(({ user, last_message: last, unread_count: unread }) => (
          <li key={user.id}>
            <button
              type="button"
              className={`messages__conversation${unread > 0 ? ' is-unread' : ''}`}
              aria-current={openId === user.id ? 'true' : undefined}
              onClick={() => onOpen(user.id)}
            >
              <Avatar name={user.name} image={user.image} size={44} />
              <span className="messages__summary">
                <span className="messages__who">
                  <span className="messages__name" lang={langMark(personName(user), lang)}>
                    {personName(user)}
                  </span>
                  <time className="messages__date" dateTime={last.created_at} title={formatDateTime(last.created_at, lang)}>
                    {formatRecentDate(last.created_at, lang)}
                  </time>
                </span>
                <span className="messages__preview">
                  {last.sender_id === meId && <span className="messages__you">{t.you} </span>}
                  <span lang={langMark(last.content, lang)}>{last.content}</span>
                </span>
              </span>
              {unread > 0 && <UnreadBadge count={unread} label={t.unread(unread)} />}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
