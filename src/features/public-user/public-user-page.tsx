import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import type { components } from '../../api/schema.gen';
import { paths } from '../../config/paths';
import { personName } from '../../domain/person';
import { langMark } from '../../domain/written-in';
import { publicUserTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { useSession } from '../../state/session';
import { Avatar } from '../../ui/avatar/Avatar';
import { ListingCard } from '../../ui/listing-card/ListingCard';
import { QueryView } from '../../ui/load/QueryView';
import { StatusPanel } from '../../ui/load/StatusPanel';
import { ShowPhoneButton } from '../../ui/show-phone/ShowPhoneButton';
import { WriteMessageButton } from '../../ui/write-message/WriteMessageButton';
import { publicUserQuery, userIdOf } from './api/queries';
import '../../ui/listing-card/listing-card-list.css';
import './public-user.css';
import type * as listing from '../../domain/listing';

interface Props {
  user: components['schemas']['PublicUser'];
  announcements: ReadonlyArray<listing.ListingCard>;
}

/** A user's public page (§2): name, photo and active listings. */
export function PublicUserPage() {
  // the route takes only an id that can name a user (app/routes.tsx): any other is the not-found page
  const { id } = useParams<{ id: string }>();
  return (
    <div className="page">
      <KnownUser id={userIdOf(id) ?? 0} />
    </div>
  );
}

function KnownUser({ id }: { id: number }) {
  const page = useQuery(publicUserQuery(id));
  const t = useTexts(publicUserTexts);
  const notFound = {
    title: t.notFoundTitle,
    text: t.notFoundText,
    action: (
      <Link href={paths.catalogSell.href()} className="button button--primary">
        {t.toCatalog}
      </Link>
    ),
  };
  return (
    <QueryView query={page} icon="user" level={1} failed={{ title: t.failedTitle, text: t.failedText }} notFound={notFound}>
      {(data) => <UserView {...data.result} />}
    </QueryView>
  );
}

function UserView({ user, announcements }: Props) {
  const { user: me } = useSession();
  const t = useTexts(publicUserTexts);
  const lang = useLang();
  return (
    <div className="public-user">
      <header className="public-user__head">
        <Avatar name={user.name} image={user.image} size={96} className="public-user__avatar" />
        <div className="public-user__who">
          {/* a name as its owner wrote it: marked with its language on a page in another */}
          <h1 className="public-user__name" lang={langMark(personName(user), lang)}>
            {personName(user)}
          </h1>
          <p className="public-user__count">{t.count(announcements.length)}</p>
        </div>
        <div className="public-user__actions">
          <ShowPhoneButton id={user.id} profile={1} />
          {me?.id !== user.id && <WriteMessageButton recipientId={user.id} />}
        </div>
      </header>
      <section aria-labelledby="public-user-listings">
        <h2 id="public-user-listings" className="public-user__title">
          {t.listings}
        </h2>
        {announcements.length === 0 ? (
          <StatusPanel icon="list" title={t.emptyTitle} text={t.emptyText} />
        ) : (
          <ul className="listing-card-list">
            {announcements.map((card, index) => (
              <li key={card.id}>
                <ListingCard card={card} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
