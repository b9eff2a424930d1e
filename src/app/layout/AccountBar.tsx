import { appTexts, layoutTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { inDesktopConsole } from '../../desktop-bridge';
import { formatGel } from '../../domain/format';
import { personName } from '../../domain/person';
import { canOpen } from '../../domain/roles';
import { langMark } from '../../domain/written-in';
import type { HeaderUser } from './header-user';
import { Avatar } from '../../ui/avatar/Avatar';
import { Icon } from '../../ui/icon/Icon';
import { WhenSettled } from '../../ui/idle/settled';
import { PartBoundary } from '../../ui/load/lazy-part';
import { NewListingsBadge } from '../../ui/saved-searches/lazy';
import { truncateName } from './truncate-name';
import { useSignOut } from './use-sign-out';
import './header-account.css';

/** The desktop account area: the console link, messages, wallet, the user's name, logout. */
export function AccountBar({ user }: { user: HeaderUser }) {
  const t = useTexts(appTexts);
  const l = useTexts(layoutTexts);
  const lang = useLang();
  const signOut = useSignOut();
  // the moderators' console has no use for the count of new listings: it asks nothing for it
  // (the bar shows only in a browser: the server renders no user)
  const counted = !inDesktopConsole();
  return (
    <>
      {canOpen(user.role, 'admin') && (
        <Link href={paths.admin.href()} className="header__chip" aria-label={t.nav.admin}>
          <Icon name="shield" size={18} /> <span className="header__chip-label">{t.nav.admin}</span>
        </Link>
      )}
      <Link href={paths.myMessages.href()} className="header__chip" title={l.messages}>
        <Icon name="chat" size={18} />
        <span className="visually-hidden">{l.messages}</span>
        {user.unread_messages > 0 && (
          <span className="header-account__badge" aria-label={l.unread(user.unread_messages)}>
            {user.unread_messages}
          </span>
        )}
      </Link>
      <Link href={paths.savedSearches.href()} className="header__chip" title={l.savedSearches}>
        <Icon name="search" size={18} />
        <span className="visually-hidden">{l.savedSearches}</span>
        {counted && (
          <WhenSettled>
            <PartBoundary failure="quiet">
              <NewListingsBadge />
            </PartBoundary>
          </WhenSettled>
        )}
      </Link>
      <Link href={paths.myWallet.href()} className="header__chip" title={l.wallet}>
        <Icon name="wallet" size={18} />
        <span className="visually-hidden">{l.wallet}</span>
        {formatGel(user.balance, lang)}
      </Link>
      <Link
        href={paths.profile.href()}
        className="header__user header-account__user"
        title={personName(user)}
        lang={langMark(personName(user), lang)}
      >
        <Avatar name={user.name} image={user.image} size={32} />
        {truncateName(user.name, true)}
      </Link>
      <button
        type="button"
        className="header-account__logout"
        onClick={signOut}
      >
        {t.nav.logout}
      </button>
    </>
  );
}
