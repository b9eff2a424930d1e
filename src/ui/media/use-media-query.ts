import { useEffect, useReducer } from 'react';
import { useInBrowser } from './use-in-browser';

/**
 * Whether a CSS media query matches now; re-renders when it starts or stops matching. false on
 * the server and while hydrating; the browser's answer follows in the background (use-in-browser.ts).
 */
export function useMediaQuery(query: string): boolean {
  const inBrowser = useInBrowser();
  const [, changed] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const list = window.matchMedia(query);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [query]);
  return inBrowser && window.matchMedia(query).matches;
}
