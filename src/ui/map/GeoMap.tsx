import { lazy, Suspense } from 'react';
import { mapTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { useInBrowser } from '../media/use-in-browser';
import { Spinner } from '../spinner/Spinner';
import type { MapProps } from './LeafletMap';

// Leaflet, its CSS and the clustering load only when a map is first shown
const LeafletMap = lazy(() => import('./LeafletMap').then((m) => ({ default: m.LeafletMap })));

/** A real (Web-Mercator) map of listings, a search area or a pin; see MapProps. */
export function GeoMap(props: MapProps) {
  // Leaflet needs a browser: the server, and the render that hydrates its page, show the placeholder
  const inBrowser = useInBrowser();
  const t = useTexts(mapTexts);
  const placeholder = <Spinner label={t.loading} />;
  if (!inBrowser) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LeafletMap {...props} />
    </Suspense>
  );
}
