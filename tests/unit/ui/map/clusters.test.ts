import { describe, expect, it } from 'vitest';
import { clusterIndex, clusterMembers, clustersIn, type Box, type MapPoint } from '../../../../src/ui/map/clusters';

const WORLD: Box = [-180, -85, 180, 85];
const point = (id: number, lat: number, lng: number): MapPoint => ({ id, lat, lng, label: `listing ${id}` });

// a few metres apart in Vake, and one in Batumi
const vake = [point(1, 41.7095, 44.7562), point(2, 41.7096, 44.7563), point(3, 41.7097, 44.7561)];
const batumi = point(4, 41.6312, 41.6155);

describe('clusters', () => {
  it('groups nearby listings at a city zoom and keeps a distant one apart', () => {
    const index = clusterIndex([...vake, batumi]);
    const features = clustersIn(index, WORLD, 8);
    expect(features).toHaveLength(2);
    const cluster = features.find((feature) => feature.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    expect(features.find((feature) => feature.kind === 'point')).toEqual({ kind: 'point', point: batumi });
    if (cluster?.kind === 'cluster') expect(clusterMembers(index, cluster.clusterId).sort()).toEqual([1, 2, 3]);
  });

  it('shows single markers when zoomed in far enough', () => {
    const features = clustersIn(clusterIndex(vake), WORLD, 19);
    expect(features.map((feature) => feature.kind)).toEqual(['point', 'point', 'point']);
  });

  it('returns only what lies in the box', () => {
    const index = clusterIndex([...vake, batumi]);
    const tbilisi: Box = [44.6, 41.6, 45, 41.9];
    expect(clustersIn(index, tbilisi, 19).every((feature) => feature.kind === 'point' && feature.point.id !== 4)).toBe(true);
  });

  it('counts every one of 2,000 listings at every zoom, in clusters or alone', () => {
    const many = Array.from({ length: 2000 }, (_, i) => point(i, 41.65 + (i % 50) * 0.0034, 44.68 + Math.floor(i / 50) * 0.006));
    const index = clusterIndex(many);
    for (let zoom = 10; zoom <= 17; zoom += 1) {
      expect(clustersIn(index, WORLD, zoom).reduce((sum, f) => sum + (f.kind === 'cluster' ? f.count : 1), 0)).toBe(2000);
    }
  });
});
