// The navigation guards: small components around a section or a route that redirect whoever may
// not enter. Who may open which part of the console is src/domain/roles.ts.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { absolute, paths, signInReturning, type Access } from '../config/paths';
import { canOpen, type Section } from '../domain/roles';
import { useLang } from '../i18n/lang-context';
import { useSession } from '../state/session';
import { Spinner } from '../ui/spinner/Spinner';

/** Leaves the single-page app with a full page load: a guard's redirect is not a router push. */
function FullPageRedirect({ to }: { to: () => string }) {
  const lang = useLang();
  useLayoutEffect(() => {
    window.location.replace(absolute(to(), lang));
  }, [to, lang]);
  return <Spinner />;
}

// the sign-in that comes back to the private page asked for
const signInHere = () => signInReturning(window.location.pathname, window.location.search);
const adminLogin = () => paths.adminLogin.href();
const profile = () => paths.profile.href();

/**
 * Where a signed-in user on a sign-in screen goes: where a sign-in there would land (the page its
 * address returns to, with the Save or Message a guest pressed there).
 */
function SignedInAway() {
  const search = useSearch();
  const [, navigate] = useLocation();
  // once: the landing takes the pressed action with it, and a second look would find it gone
  const gone = useRef(false);
  useLayoutEffect(() => {
    if (gone.current) return;
    gone.current = true;
    // the landing's rules come with the sign-in screens, not with every page's code
    void import('../features/auth/landing').then(({ landingAfterSignIn, returnPathOf }) =>
      navigate(landingAfterSignIn('user', returnPathOf(search)), { replace: true }),
    );
  }, [navigate, search]);
  return <Spinner />;
}

/** Login and register: a signed-in user goes on to where a sign-in would land. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (token) return <SignedInAway />;
  return <>{children}</>;
}

/**
 * Login-required routes: a signed-out visitor goes to the auth page. While the user is fetched
 * (or the server cannot be reached, which the app's notice says) the screen waits.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  if (!token) return <FullPageRedirect to={signInHere} />;
  if (!user) return <Spinner />;
  return <>{children}</>;
}

/**
 * The admin console and its parts: a signed-out visitor goes to the separate admin login (the
 * desktop console opens /realt/admin), a role that may not open `section` to the profile.
 */
export function RequireAdmin({ section = 'admin', children }: { section?: Section; children: ReactNode }) {
  const { token, user } = useSession();
  if (!token) return <FullPageRedirect to={adminLogin} />;
  if (!user) return <Spinner />;
  if (!canOpen(user.role, section)) return <FullPageRedirect to={profile} />;
  return <>{children}</>;
}

/** The guard of an access level (public routes have none). */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  switch (access) {
    case 'public':
      return <>{children}</>;
    case 'guest':
      return <GuestOnly>{children}</GuestOnly>;
    case 'auth':
      return <RequireAuth>{children}</RequireAuth>;
    default:
      return <RequireAdmin section={access}>{children}</RequireAdmin>;
  }
}
