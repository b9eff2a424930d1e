import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

/** Every navigation starts at the top, except on the map view (query map=true). */
export function ScrollToTop() {
  const [location] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (new URLSearchParams(search).get('map') !== 'true') window.scrollTo(0, 0);
  }, [location, search]);
  return null;
}
