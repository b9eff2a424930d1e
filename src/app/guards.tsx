// The navigation guards: small components around a section or a route that redirect whoever may
// not enter. Who may open which part of the console is src/domain/roles.ts.
import { useLayoutEffect, type ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { absolute, paths, signInReturning, type Access } from '../config/paths';
import { canOpen, type Section } from '../domain/roles';
import { returnPathOf } from '../features/auth/sign-in';
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

/** Login and register: a signed-in user goes to the page the address asks to return to, else to their own apartments. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const search = useSearch();
  if (token) return <Redirect to={returnPathOf(search) ?? paths.myApartments.href()} replace />;
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
