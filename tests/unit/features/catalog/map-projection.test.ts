import { describe, expect, it } from 'vitest';
import { MAP_SIZE, project, projectPercent, smoothPath } from '../../../../src/features/catalog/map-projection';

describe('map projection', () => {
  it('puts the north-west corner at the origin and the south-east at the far corner', () => {
    expect(project(41.82, 44.68)).toEqual({ x: 0, y: 0 });
    expect(project(41.65, 44.92)).toEqual({ x: MAP_SIZE.width, y: MAP_SIZE.height });
  });

  it('keeps a place outside the city on the edge', () => {
    expect(project(42.5, 43)).toEqual({ x: 0, y: 0 });
    expect(projectPercent(41.735, 50)).toEqual({ left: '100%', top: '50%' });
  });

  it('draws a path through every point', () => {
    const d = smoothPath([
      [41.82, 44.68],
      [41.735, 44.8],
      [41.65, 44.92],
    ]);
    expect(d.startsWith('M0 0')).toBe(true);
    expect(d.endsWith(`${MAP_SIZE.width} ${MAP_SIZE.height}`)).toBe(true);
    expect(d.match(/C/g)).toHaveLength(2);
  });
});
