// A 429 answer (too many attempts): the form waits out the server's Retry-After with a live
// countdown. A cross-origin API must expose the header (Access-Control-Expose-Headers), else
// the default wait applies.
import { useCallback, useState, type ReactNode } from 'react';
import { appTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { useCountdown, waitAfter } from './use-countdown';

/**
 * `hold(error)` starts the wait for a 429 and says whether it did; `left` counts the seconds down,
 * and `message` says so in the page's language while they last (for a FormAlert). The alert reads
 * out the wait once, as it began: a screen reader would read a live region that changed every
 * second every second, so the ticking count is for the eyes only.
 */
export function useCooldown() {
  const { errors } = useTexts(appTexts);
  const [wait, setWait] = useState({ seconds: 0, until: 0 });
  const left = useCountdown(wait.until);
  const hold = useCallback((error: unknown): boolean => {
    const seconds = waitAfter(error);
    if (seconds === null) return false;
    setWait({ seconds, until: Date.now() + seconds * 1000 });
    return true;
  }, []);
  const message: ReactNode =
    left > 0 ? (
      <>
        <span className="visually-hidden">{errors.tooManyAttempts(wait.seconds)}</span>
        <span aria-hidden="true">{errors.tooManyAttempts(left)}</span>
      </>
    ) : null;
  return { left, hold, message };
}
