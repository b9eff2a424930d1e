// How far a map must zoom in for its markers not to crowd: on Web Mercator each zoom level
// doubles the distance between two points on screen.

export interface Pixel {
  x: number;
  y: number;
}

/**
 * The least zoom at which no two of `points` (their pixel positions at zoom 0) stand closer than
 * `spacing` pixels; -Infinity when no two points are there to crowd.
 */
export function spreadZoom(points: readonly Pixel[], spacing: number): number {
  let closest = Infinity;
  points.forEach((a, at) => {
    for (const b of points.slice(at + 1)) closest = Math.min(closest, Math.hypot(a.x - b.x, a.y - b.y));
  });
  return closest === Infinity ? -Infinity : Math.log2(spacing / closest);
}
