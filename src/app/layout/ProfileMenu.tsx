import { appTexts, layoutTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { formatGel } from '../../domain/format';
import { personName } from '../../domain/person';
import { canOpen } from '../../domain/roles';
import { langMark } from '../../domain/written-in';
import type { HeaderUser } from './header-user';
import { Avatar } from '../../ui/avatar/Avatar';
import { Icon } from '../../ui/icon/Icon';
import { truncateName } from './truncate-name';
import { useSignOut } from './use-sign-out';
import { usePopover } from './use-popover';
import './header-account.css';
import './header-menu.css';

/** The mobile profile menu: profile, my listings, wallet, messages, the console link, logout. */
export function ProfileMenu({ user }: { user: HeaderUser }) {
  const t = useTexts(appTexts);
  const l = useTexts(layoutTexts);
  const lang = useLang();
  const { open, toggle, root } = usePopover<HTMLDivElement>();
  const signOut = useSignOut();
  return (
    <div className="header__popover" ref={root}>
      <button type="button" className="header__profile-button" aria-expanded={open} aria-controls={open ? 'header-profile-menu' : undefined} onClick={toggle}>
        <Avatar name={user.name} image={user.image} size={32} />
        <span className="header__name" lang={langMark(user.name, lang)}>
          {truncateName(user.name, false)}
        </span>
        {user.unread_messages > 0 && <span className="header-account__dot" aria-hidden="true" />}
        <span className="visually-hidden">{l.profileMenu}</span>
      </button>
      {open && (
        <nav id="header-profile-menu" className="header-menu header-menu--end" aria-label={l.profileMenu}>
          <p className="header-account__name" lang={langMark(personName(user), lang)}>
            {personName(user)}
          </p>
          <ul className="header-menu__list">
            <li>
              <Link href={paths.editProfile.href()}>
                <Icon name="user" /> {t.nav.profile}
              </Link>
            </li>
            <li>
              <Link href={paths.myApartments.href()}>
                <Icon name="list" /> {l.myListings}
              </Link>
            </li>
            <li>
              <Link href={paths.savedApartments.href()}>
                <Icon name="heart" /> {l.savedListings}
              </Link>
            </li>
            <li>
              <Link href={paths.savedSearches.href()}>
                <Icon name="search" /> {l.savedSearches}
              </Link>
            </li>
            <li>
              <Link href={paths.myWallet.href()}>
                <Icon name="wallet" /> {l.wallet}
                <span className="header-account__end header-account__value">{formatGel(user.balance, lang)}</span>
              </Link>
            </li>
            <li>
              <Link href={paths.myMessages.href()}>
                <Icon name="chat" /> {l.messages}
                {user.unread_messages > 0 && (
                  <span className="header-account__badge header-account__end" aria-label={l.unread(user.unread_messages)}>
                    {user.unread_messages}
                  </span>
                )}
              </Link>
            </li>
            {canOpen(user.role, 'admin') && (
              <li>
                <Link href={paths.admin.href()}>
                  <Icon name="shield" /> {t.nav.admin}
                </Link>
              </li>
            )}
            <li>
              <button
                type="button"
                onClick={signOut}
              >
                <Icon name="logout" /> {t.nav.logout}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
