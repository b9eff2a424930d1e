import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * Every navigation starts at the top, except on the map view (query map=true). The page's first
 * address keeps the browser's own scroll: a visitor may have scrolled before the page hydrated,
 * and a reload or Back restores where they were.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  const search = useSearch();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const address = `${location}?${search}`;
    const first = shown.current === null;
    const moved = shown.current !== address;
    shown.current = address;
    if (!first && moved && new URLSearchParams(search).get('map') !== 'true') window.scrollTo(0, 0);
  }, [location, search]);
  return null;
}
