// A 429 answer (too many attempts): the form waits out the server's Retry-After with a live
// countdown. A cross-origin API must expose the header (Access-Control-Expose-Headers), else
// the default wait applies.
import { useCallback, useState } from 'react';
import { retryAfterOf } from '../../api/queries';
import { refusal } from '../../api/refusal';
import { appTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { useCountdown } from './use-countdown';

/** Seconds to wait when a 429 came without a readable Retry-After. */
export const DEFAULT_WAIT_S = 60;

export function waitAfter(error: unknown): number | null {
  if (refusal(error).status !== 429) return null;
  return retryAfterOf(error) ?? DEFAULT_WAIT_S;
}

/**
 * `hold(error)` starts the wait for a 429 and says whether it did; `left` counts the seconds down,
 * and `message` says so in the page's language while they last (for a FormAlert, which announces it).
 */
export function useCooldown() {
  const { errors } = useTexts(appTexts);
  const [until, setUntil] = useState(0);
  const left = useCountdown(until);
  const hold = useCallback((error: unknown): boolean => {
    const seconds = waitAfter(error);
    if (seconds === null) return false;
    setUntil(Date.now() + seconds * 1000);
    return true;
  }, []);
  return { left, hold, message: left > 0 ? errors.tooManyAttempts(left) : null };
}
