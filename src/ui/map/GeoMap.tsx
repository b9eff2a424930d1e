import { lazy, Suspense } from 'react';
import { mapKa } from '../../i18n/map.ka';
import { Spinner } from '../spinner/Spinner';
import type { MapProps } from './LeafletMap';

// Leaflet, its CSS and the clustering load only when a map is first shown
const LeafletMap = lazy(() => import('./LeafletMap').then((m) => ({ default: m.LeafletMap })));

/** A real (Web-Mercator) map of listings, a search area or a pin; see MapProps. */
export function GeoMap(props: MapProps) {
  return (
    <Suspense fallback={<Spinner label={mapKa.loading} />}>
      <LeafletMap {...props} />
    </Suspense>
  );
}
