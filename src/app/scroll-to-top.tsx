import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * Every navigation in the app starts at the top, except on the map view (query map=true). The
 * page's first address keeps the browser's own scroll: a visitor may have scrolled before the page
 * hydrated, and a reload restores where they were. Hydration renders a private page without its
 * query and the router then reads it: the browser is still at its first address, so that is no move.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  const search = useSearch();
  const shown = useRef<string | null>(null);
  const first = useRef<string | null>(typeof window === 'undefined' ? null : window.location.href);
  useEffect(() => {
    const address = `${location}?${search}`;
    const moved = shown.current !== null && shown.current !== address;
    shown.current = address;
    if (!moved || window.location.href === first.current) return;
    first.current = null;
    if (new URLSearchParams(search).get('map') !== 'true') window.scrollTo(0, 0);
  }, [location, search]);
  return null;
}
