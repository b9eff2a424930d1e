import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Leaving the site for another one (a bank's payment page, a sign-in provider's): `leaving` keeps
 * its button busy while the browser goes. Back from there, a browser may show the page again from
 * its back-forward cache (Safari does), as it was left: busy. Shown so, it is ready again, with all
 * that was typed; `onShownAgain` resets a busy state of the caller's own.
 */
export function useLeaving(onShownAgain?: () => void) {
  const [leaving, setLeaving] = useState(false);
  const shownAgain = useEffectEvent(() => {
    setLeaving(false);
    onShownAgain?.();
  });
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) shownAgain();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  return {
    leaving,
    /** Sends the browser to `url`, an address already checked as allowed (config/payment.ts for a bank's). */
    leave(url: string) {
      setLeaving(true);
      window.location.assign(url);
    },
  };
}
