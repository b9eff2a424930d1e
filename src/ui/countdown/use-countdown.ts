// A live count of seconds: the wait a 429 asks for (use-cooldown.ts), the time before a code may be sent again.
import { useEffect, useState } from 'react';
import { retryAfterOf } from '../../api/queries';
import { refusal } from '../../api/refusal';

/** Seconds to wait when a 429 came without a readable Retry-After. */
export const DEFAULT_WAIT_S = 60;

/** The seconds a refusal asks to wait: a 429's Retry-After, or the default; null for any other. */
export function waitAfter(error: unknown): number | null {
  if (refusal(error).status !== 429) return null;
  return retryAfterOf(error) ?? DEFAULT_WAIT_S;
}

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Whole seconds left until `until` (ms since epoch), ticking every second; 0 once passed. */
export function useCountdown(until: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    const timer = window.setInterval(() => {
      const next = secondsUntil(until);
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}

/** 75 -> '1:15' */
export function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
