import { useEffect, useState } from 'react';

/**
 * Leaving for the bank's payment page: `leaving` keeps its button busy while the browser goes.
 * Back from the bank, a browser may show the page again from its back-forward cache (Safari does
 * for these), as it was left: busy. Shown so, it is ready to pay again, with all that was typed.
 */
export function useLeavingForBank() {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  return {
    leaving,
    /** Sends the browser to `link`, an allowed bank page (config/payment.ts). */
    leave(link: string) {
      setLeaving(true);
      window.location.assign(link);
    },
  };
}
