import { mapTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { PartBoundary, lazyPart } from '../load/lazy-part';
import { useInBrowser } from '../media/use-in-browser';
import { Spinner } from '../spinner/Spinner';
import type { MapProps } from './LeafletMap';

// Leaflet, its CSS and the clustering load only when a map is first shown
const LeafletMap = lazyPart(() => import('./LeafletMap').then((m) => m.LeafletMap));

/** A real (Web-Mercator) map of listings, a search area or a pin; see MapProps. */
export function GeoMap(props: MapProps) {
  // Leaflet needs a browser: the server, and the render that hydrates its page, show the placeholder
  const inBrowser = useInBrowser();
  const t = useTexts(mapTexts);
  const placeholder = <Spinner label={t.loading} />;
  if (!inBrowser) return placeholder;
  return (
    <PartBoundary fallback={placeholder}>
      <LeafletMap {...props} />
    </PartBoundary>
  );
}
