import { appTexts, layoutTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { canOpen } from '../../domain/roles';
import { useSession } from '../../state/session';
import { Icon } from '../../ui/icon/Icon';
import { WhenSettled } from '../../ui/idle/settled';
import { Logo } from '../../ui/logo/Logo';
import { UploadOffer } from '../../ui/saved-searches/lazy';
import { AccountBar } from './AccountBar';
import { LanguageSwitch } from './LanguageSwitch';
import { MainLinks } from './MainLinks';
import { MainMenu } from './MainMenu';
import { ProfileMenu } from './ProfileMenu';
import './header.css';

/**
 * The page header: the full bar from the md breakpoint (1024 px), the two mobile menus below it.
 * Both are rendered and the stylesheet shows one, so the page looks the same before and after
 * its script runs and nothing moves when it does.
 */
export function Header() {
  const t = useTexts(appTexts);
  const l = useTexts(layoutTexts);
  const { user, token } = useSession();
  return (
    // an admin's bar carries one chip more: its labels shrink to icons where space runs out
    <header className={user ? (canOpen(user.role, 'admin') ? 'header header--signed-in header--compact' : 'header header--signed-in') : 'header'}>
      <div className="header__inner">
        <div className="header__narrow">
          <MainMenu />
        </div>
        <Link href={paths.mainPage.href()} className="header__logo">
          <Logo />
        </Link>
        <nav aria-label={t.nav.main} className="header__nav header__wide">
          <ul>
            <MainLinks />
          </ul>
        </nav>
        <div className="header__account">
          <div className="header__wide header__languages">
            <LanguageSwitch />
          </div>
          <Link href={paths.createAdvertisement.href()} className="button button--primary header__cta header__wide">
            <Icon name="plus" size={18} /> <span className="header__chip-label">{l.addListing}</span>
          </Link>
          {user ? (
            <>
              <div className="header__wide">
                <AccountBar user={user} />
              </div>
              <div className="header__narrow">
                <ProfileMenu user={user} />
              </div>
              <WhenSettled>
                <Suspense fallback={null}>
                  <UploadOffer />
                </Suspense>
              </WhenSettled>
            </>
          ) : (
            // while a stored token is being checked (or cannot be), neither sign-in nor the account shows
            !token && (
              <Link href={paths.auth.href()} className="header__signin">
                <Icon name="user" size={18} /> {t.nav.signIn}
              </Link>
            )
          )}
        </div>
      </div>
    </header>
  );
}
