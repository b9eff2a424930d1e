// Groups of nearby listings for one view of the map (supercluster). The index is built once per
// list of points; a view asks only for what lies in its box at its zoom, so 2,000 listings cost a
// few dozen markers.
import Supercluster from 'supercluster';
import type { LatLng } from '../../domain/geo';

export interface MapPoint extends LatLng {
  id: number;
  /** the accessible name of the marker */
  label: string;
  /** drawn in the promoted colour */
  promoted?: boolean;
}

export type MapFeature =
  | { kind: 'point'; point: MapPoint }
  | { kind: 'cluster'; clusterId: number; lat: number; lng: number; count: number };

/** west, south, east, north */
export type Box = [number, number, number, number];

// clusters carry only supercluster's own properties
export type ClusterIndex = Supercluster<MapPoint, Record<never, never>>;

export function clusterIndex(points: readonly MapPoint[]): ClusterIndex {
  const index = new Supercluster<MapPoint, Record<never, never>>({ radius: 56, maxZoom: 17 });
  index.load(points.map((point) => ({ type: 'Feature', properties: point, geometry: { type: 'Point', coordinates: [point.lng, point.lat] } })));
  return index;
}

export function clustersIn(index: ClusterIndex, box: Box, zoom: number): MapFeature[] {
  return index.getClusters(box, Math.round(zoom)).map((feature) => {
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    const props = feature.properties;
    return 'cluster_id' in props
      ? { kind: 'cluster', clusterId: props.cluster_id, lat, lng, count: props.point_count }
      : { kind: 'point', point: props };
  });
}

/** The ids of every listing in a cluster. */
export function clusterMembers(index: ClusterIndex, clusterId: number): number[] {
  return index.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.id);
}
