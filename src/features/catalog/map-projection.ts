// The stylised Tbilisi map of the map view: a fixed box of the city projected onto an SVG canvas.
// No tile server is reachable offline, so positions are computed here from lat/lng.

export const MAP_BOUNDS = { north: 41.82, south: 41.65, west: 44.68, east: 44.92 } as const;
// 0.24° of longitude and 0.17° of latitude at 41.7° N are about 19.9 and 18.9 km
export const MAP_SIZE = { width: 1000, height: 950 } as const;

export interface Point {
  x: number;
  y: number;
}

/** A coordinate as a point on the canvas; a place outside the box sits on its edge. */
export function project(lat: number, lng: number): Point {
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  const x = clamp((lng - MAP_BOUNDS.west) / (MAP_BOUNDS.east - MAP_BOUNDS.west));
  const y = clamp((MAP_BOUNDS.north - lat) / (MAP_BOUNDS.north - MAP_BOUNDS.south));
  return { x: x * MAP_SIZE.width, y: y * MAP_SIZE.height };
}

/** The same point as percentages of the canvas, for HTML pins laid over the SVG. */
export function projectPercent(lat: number, lng: number): { left: string; top: string } {
  const { x, y } = project(lat, lng);
  return { left: `${(x / MAP_SIZE.width) * 100}%`, top: `${(y / MAP_SIZE.height) * 100}%` };
}

/** A smooth SVG path through coordinates (a Catmull-Rom spline drawn as cubic Béziers). */
export function smoothPath(coords: ReadonlyArray<readonly [number, number]>): string {
  const points = coords.map(([lat, lng]) => project(lat, lng));
  const at = (i: number) => points[Math.min(points.length - 1, Math.max(0, i))] ?? { x: 0, y: 0 };
  const r = (n: number) => Math.round(n * 10) / 10;
  let d = `M${r(at(0).x)} ${r(at(0).y)}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += ` C${r(c1.x)} ${r(c1.y)} ${r(c2.x)} ${r(c2.y)} ${r(p2.x)} ${r(p2.y)}`;
  }
  return d;
}
