// Signing out from the header's account bar or its profile menu: one way, and one place to land.
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { inDesktopConsole, reportModerationCount } from '../../desktop-bridge';
import { signOut } from '../../state/session';

/**
 * Ends the session and leaves for the home page; the desktop console, which has no public pages to
 * land on, leaves for its sign-in and clears the waiting count it showed for the moderator.
 */
export function useSignOut(): () => void {
  const [, navigate] = useLocation();
  return () => {
    signOut();
    if (!inDesktopConsole()) return navigate(paths.mainPage.href());
    reportModerationCount(0);
    navigate(paths.adminLogin.href());
  };
}
