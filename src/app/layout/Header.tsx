import { appTexts, layoutTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { canOpen } from '../../domain/roles';
import { useSession } from '../../state/session';
import { Icon } from '../../ui/icon/Icon';
import { nextTask } from '../../ui/idle/next-task';
import { WhenSettled } from '../../ui/idle/settled';
import { codeClient } from '../../ui/load/code';
import { PartBoundary, partQuery } from '../../ui/load/lazy-part';
import { Logo } from '../../ui/logo/Logo';
import { UploadOffer } from '../../ui/saved-searches/lazy';
import { LanguageSwitch } from './LanguageSwitch';
import { MainLinks } from './MainLinks';
import { MainMenu } from './MainMenu';
// the call to action is a button (.button) that the header sizes: button.css comes first
import '../../ui/button/button.css';
import './header.css';

// the account shows only to a signed-in visitor, in the browser: its code and CSS (the signed-in
// bar's too) are no part of a public page's first response, and are asked for as soon as a stored
// token says they will be needed. Asked for again with the rest of what failed (back online, a
// retry elsewhere), its styles too. In a task of its own: asking for a chunk and its preloads is
// no small work on a phone, and the commit that applied the session has mounted the screen too
const accountPart = partQuery(() =>
  nextTask()
    .then(() => Promise.all([import('./AccountBar'), import('./ProfileMenu')]))
    .then(([bar, menu]) => ({ AccountBar: bar.AccountBar, ProfileMenu: menu.ProfileMenu })),
);

/**
 * The page header: the full bar from the md breakpoint (1024 px), the two mobile menus below it
 * (a signed-in bar keeps the main menu's button up to lg, for the languages it has no room for).
 * Both are rendered and the stylesheet shows one, so the page looks the same before and after
 * its script runs and nothing moves when it does.
 */
export function Header() {
  const t = useTexts(appTexts);
  const l = useTexts(layoutTexts);
  const { user: signedIn, token } = useSession();
  const { data: account } = useQuery({ ...accountPart, enabled: token !== null }, codeClient);
  // the signed-in bar shows once its code and CSS are in, all of it at once; it appears in slices
  // (deferred), not in the task that brought the user or the code, which is busy enough. A user
  // who leaves, or another account, is never shown meanwhile
  const current = account ? signedIn : null;
  const deferred = useDeferredValue(current);
  const user = current && deferred?.id === current.id ? deferred : null;
  return (
    // an admin's bar carries one chip more: its labels shrink to icons where space runs out
    <header className={user ? (canOpen(user.role, 'admin') ? 'header header--signed-in header--compact' : 'header header--signed-in') : 'header'}>
      <div className="header__inner">
        <div className="header__narrow header__menu">
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
            <LanguageSwitch at="header" />
          </div>
          <Link href={paths.createAdvertisement.href()} className="button button--primary header__cta header__wide" aria-label={l.addListing}>
            <Icon name="plus" size={18} /> <span className="header__chip-label">{l.addListing}</span>
          </Link>
          {user && account ? (
            <>
              <div className="header__wide">
                <account.AccountBar user={user} />
              </div>
              <div className="header__narrow">
                <account.ProfileMenu user={user} />
              </div>
              <WhenSettled>
                <PartBoundary failure="quiet">
                  <UploadOffer />
                </PartBoundary>
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
