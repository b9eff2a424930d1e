// What a page can do without at first (the header's extras, offers, prefetching for later
// screens) waits until the page's own data is in and the browser has had an idle moment: until
// then it would share the phone's bandwidth and main thread with the screen's data and photos.
import { useIsFetching } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './when-idle';

/**
 * True once no query has been fetching and the browser has then been idle; it stays true. What it
 * brings renders as a transition: in slices, yielding to whatever the visitor does meanwhile.
 */
export function usePageSettled(): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || fetching > 0) return;
    return whenIdle(() => startTransition(() => setSettled(true)));
  }, [settled, fetching]);
  return settled;
}

/** Its children, once the page has settled (usePageSettled). */
export function WhenSettled({ children }: { children: ReactNode }) {
  return usePageSettled() ? children : null;
}
