import { useEffect, useState } from 'react';

/** A search answers once typing pauses for this long (§5, §9). */
export const SEARCH_PAUSE_MS = 500;

/**
 * The text a search should use: what was typed, once typing has paused; an emptied field (the
 * clear button) applies at once.
 */
export function useSettledText(text: string, pause = SEARCH_PAUSE_MS): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (text === '') {
      setSettled('');
      return;
    }
    const timer = setTimeout(() => setSettled(text), pause);
    return () => clearTimeout(timer);
  }, [text, pause]);
  return text === '' ? '' : settled;
}
