import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { ka } from '../../i18n/ka';
import { signOut, useSession } from '../../state/session';
import './header.css';

export function Header() {
  const { user, loaded } = useSession();
  const [, navigate] = useLocation();
  return (
    <header className="header">
      <div className="header__inner">
        <Link href={paths.mainPage.href()} className="header__logo">
          {ka.app.name}
        </Link>
        <nav aria-label={ka.nav.main} className="header__nav">
          <Link href={paths.catalogSell.href()}>{ka.nav.sale}</Link>
          <Link href={paths.catalogRent.href()}>{ka.nav.rent}</Link>
        </nav>
        <div className="header__account">
          {user ? (
            <>
              {(user.role === 1 || user.role === 2) && <Link href={paths.admin.href()}>{ka.nav.admin}</Link>}
              <Link href={paths.profile.href()}>{user.name}</Link>
              <button
                type="button"
                className="header__logout"
                onClick={() => {
                  signOut();
                  navigate(paths.mainPage.href());
                }}
              >
                {ka.nav.logout}
              </button>
            </>
          ) : (
            // while a stored token is being checked, neither sign-in nor the account shows
            loaded && <Link href={paths.auth.href()}>{ka.nav.signIn}</Link>
          )}
        </div>
      </div>
    </header>
  );
}
