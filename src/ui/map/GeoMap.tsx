import { mapTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { PartBoundary, lazyPart } from '../load/lazy-part';
import { useInBrowser } from '../media/use-in-browser';
import { Spinner } from '../spinner/Spinner';
import type { MapProps } from './LeafletMap';
import './map-placeholder.css';

// Leaflet, its CSS and the clustering load only when a map is first shown
const LeafletMap = lazyPart(() => import('./LeafletMap').then((m) => m.LeafletMap), { browserOnly: true });

/**
 * What stands in for a map until its code is in: the box the map will fill, its tools' row
 * included, so nothing below it moves when it arrives (a tap on what moved would land beside it).
 */
export function MapPlaceholder({ tools }: { tools: boolean }) {
  const t = useTexts(mapTexts);
  return (
    <div className="map-placeholder">
      {tools && <div className="map-placeholder__tools" />}
      <div className="map-placeholder__canvas">
        <Spinner label={t.loading} />
      </div>
    </div>
  );
}

/** A real (Web-Mercator) map of listings, a search area or a pin; see MapProps. */
export function GeoMap(props: MapProps) {
  // Leaflet needs a browser: the server, and the render that hydrates its page, show the placeholder
  const inBrowser = useInBrowser();
  // the tools' row: the area's or the pin's buttons (MapTools)
  const placeholder = <MapPlaceholder tools={Boolean(props.area ?? props.pin)} />;
  if (!inBrowser) return placeholder;
  return (
    <PartBoundary fallback={placeholder}>
      <LeafletMap {...props} />
    </PartBoundary>
  );
}
