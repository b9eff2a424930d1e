// The navigation guards of §4 and §6, as small components around a route's screen.
import { useLayoutEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { absolute, paths } from '../config/paths';
import { useSession } from '../state/session';
import { Spinner } from '../ui/spinner/Spinner';

/** Leaves the single-page app with a full page load (§4: the guards do this, not a router push). */
function FullPageRedirect({ to }: { to: string }) {
  useLayoutEffect(() => {
    window.location.replace(absolute(to));
  }, [to]);
  return <Spinner />;
}

/** Login and register: a signed-in user goes to their own apartments. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (token) return <Redirect to={paths.myApartments.href()} replace />;
  return <>{children}</>;
}

/** Login-required routes: a signed-out visitor goes to the auth page by full page load. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token, loaded } = useSession();
  if (!token) return <FullPageRedirect to={paths.auth.href()} />;
  if (!loaded) return <Spinner />;
  return <>{children}</>;
}

/**
 * Admin routes: a signed-out visitor goes to the separate admin login (§6; the desktop console
 * opens /realt/admin), role 3 never enters, role 2 is kept out of routes flagged not for
 * moderators; all by full page load, the last two to the profile (§4, §6).
 */
export function RequireAdmin({ children, notForModerators = false }: { children: ReactNode; notForModerators?: boolean }) {
  const { token, loaded, user } = useSession();
  if (!token) return <FullPageRedirect to={paths.adminLogin.href()} />;
  if (!loaded || !user) return <Spinner />;
  if (user.role === 3 || (user.role === 2 && notForModerators)) {
    return <FullPageRedirect to={paths.profile.href()} />;
  }
  return <>{children}</>;
}
