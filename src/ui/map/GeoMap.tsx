import { mapTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { useNear } from '../idle/use-near';
import { PartBoundary, lazyPart } from '../load/lazy-part';
import { useInBrowser } from '../media/use-in-browser';
import { Spinner } from '../spinner/Spinner';
import type { MapProps } from './LeafletMap';
import './map-placeholder.css';

// Leaflet, its CSS and the clustering load only when a map is first shown
const LeafletMap = lazyPart(() => import('./LeafletMap').then((m) => m.LeafletMap), { browserOnly: true });

/**
 * What stands in for a map until its code is in: the box the map will fill, its tools' row
 * included, so nothing below it moves when it arrives (a tap on what moved would land beside it);
 * a spinner once its code is asked for (`loading`), not while nothing is on its way.
 */
export function MapPlaceholder({ tools, loading = true }: { tools: boolean; loading?: boolean }) {
  const t = useTexts(mapTexts);
  return (
    <div className="map-placeholder">
      {tools && <div className="map-placeholder__tools" />}
      <div className="map-placeholder__canvas">{loading && <Spinner label={t.loading} />}</div>
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

/**
 * A GeoMap whose code (Leaflet, the largest part of a page that has one) is asked for once the
 * browser is idle and the map's room, its placeholder meanwhile, is near the screen.
 */
export function GeoMapWhenNear(props: MapProps) {
  const { ref, near } = useNear<HTMLDivElement>();
  return <div ref={ref}>{near ? <GeoMap {...props} /> : <MapPlaceholder tools={Boolean(props.area ?? props.pin)} loading={false} />}</div>;
}
