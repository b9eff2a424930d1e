import { Link, useParams } from 'wouter';
import { api } from '../../api/client';
import { paths } from '../../config/paths';
import { publicUserKa as t } from '../../i18n/public-user.ka';
import { useSession } from '../../state/session';
import { Avatar } from '../../ui/avatar/Avatar';
import { FlatCard } from '../../ui/flat-card/FlatCard';
import { LoadFailed } from '../../ui/load/LoadFailed';
import { StatusPanel } from '../../ui/load/StatusPanel';
import { failed, loaded, useLoad } from '../../ui/load/use-load';
import { ShowPhoneButton } from '../../ui/show-phone/ShowPhoneButton';
import { Spinner } from '../../ui/spinner/Spinner';
import { WriteMessageButton } from '../../ui/write-message/WriteMessageButton';
import '../../ui/flat-card/flat-card-list.css';
import './public-user.css';

/** A user's public page (§2): name, photo and active listings. */
export function PublicUserPage() {
  const { id: rawId = '' } = useParams<{ id: string }>();
  // a malformed id is simply an unknown user: no request is sent
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null;
  const { user: me } = useSession();
  const page = useLoad(async () => {
    if (id === null) return failed(true);
    const { data, response } = await api.GET('/api/users/{id}', { params: { path: { id } } });
    return data ? loaded(data.result) : failed(response.status === 404);
  }, [id]);

  if (page.status === 'loading') return <Spinner />;
  if (page.status === 'error') {
    return (
      <LoadFailed
        icon="user"
        notFound={page.notFound}
        notFoundTitle={t.notFoundTitle}
        notFoundText={t.notFoundText}
        action={
          <Link href={paths.catalogSell.href()} className="button button--primary">
            {t.toCatalog}
          </Link>
        }
        failedTitle={t.failedTitle}
        failedText={t.failedText}
        onRetry={page.retry}
      />
    );
  }

  const { user, announcements } = page.data;
  return (
    <div className="page public-user">
      <header className="public-user__head">
        <Avatar name={user.name} image={user.image} size={96} />
        <div className="public-user__who">
          <h1 className="public-user__name">
            {user.name} {user.surname}
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
          <ul className="flat-card-list">
            {announcements.map((card, index) => (
              <li key={card.id}>
                <FlatCard card={card} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
