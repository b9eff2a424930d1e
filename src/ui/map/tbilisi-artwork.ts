// The bundled, hand-drawn picture of Tbilisi that stands in for map tiles when none are
// configured (the offline demo). It is drawn linearly over TBILISI_BOUNDS and laid on the map as
// an image overlay of exactly that box, so a listing's marker sits where the picture shows it.
import type { MapTexts } from '../../i18n/map.ka';
import { TBILISI_BOUNDS } from '../../domain/geo';
import { TOKEN_COLOURS as colour } from '../../styles/colours';

type Coord = readonly [number, number];

const WIDTH = 1000;
const HEIGHT = 950;

// the Mtkvari through the city, north-west to south-east (approximate)
const RIVER: readonly Coord[] = [
  [41.825, 44.728],
  [41.8, 44.752],
  [41.778, 44.768],
  [41.757, 44.781],
  [41.735, 44.788],
  [41.714, 44.793],
  [41.7, 44.803],
  [41.69, 44.812],
  [41.678, 44.824],
  [41.664, 44.845],
  [41.645, 44.878],
];

// the main roads, as a soft hint of the street grid
const ROADS: ReadonlyArray<readonly Coord[]> = [
  [
    [41.79, 44.705],
    [41.755, 44.735],
    [41.725, 44.76],
    [41.708, 44.782],
    [41.697, 44.8],
  ],
  [
    [41.815, 44.79],
    [41.78, 44.8],
    [41.745, 44.805],
    [41.715, 44.81],
    [41.692, 44.83],
    [41.68, 44.87],
  ],
  [
    [41.74, 44.68],
    [41.735, 44.74],
    [41.728, 44.79],
    [41.722, 44.85],
    [41.72, 44.92],
  ],
];

// minor streets, thinner, for texture
const STREETS: ReadonlyArray<readonly Coord[]> = [
  [
    [41.8, 44.76],
    [41.79, 44.8],
    [41.79, 44.84],
  ],
  [
    [41.765, 44.72],
    [41.77, 44.76],
    [41.76, 44.8],
  ],
  [
    [41.705, 44.74],
    [41.712, 44.77],
    [41.725, 44.79],
    [41.74, 44.81],
    [41.76, 44.83],
  ],
  [
    [41.69, 44.84],
    [41.705, 44.87],
    [41.71, 44.9],
  ],
  [
    [41.675, 44.8],
    [41.68, 44.83],
    [41.665, 44.86],
  ],
];

// lakes: Lisi, the Turtle lake and the Tbilisi Sea
const LAKES = [
  { lat: 41.742, lng: 44.737, rx: 16, ry: 11 },
  { lat: 41.701, lng: 44.755, rx: 7, ry: 5 },
  { lat: 41.775, lng: 44.828, rx: 20, ry: 48 },
] as const;

// green ridges: Mtatsminda and the Vake park hills
const PARKS = [
  { lat: 41.69, lng: 44.78, rx: 70, ry: 34 },
  { lat: 41.705, lng: 44.735, rx: 80, ry: 40 },
] as const;

// where the area names sit
const AREAS: ReadonlyArray<{ key: keyof MapTexts['artwork']['areas']; lat: number; lng: number }> = [
  { key: 'vake', lat: 41.7, lng: 44.752 },
  { key: 'saburtalo', lat: 41.733, lng: 44.735 },
  { key: 'dighomi', lat: 41.785, lng: 44.74 },
  { key: 'gldani', lat: 41.805, lng: 44.825 },
  { key: 'nadzaladevi', lat: 41.762, lng: 44.8 },
  { key: 'didube', lat: 41.744, lng: 44.772 },
  { key: 'isani', lat: 41.684, lng: 44.845 },
  { key: 'samgori', lat: 41.706, lng: 44.885 },
  { key: 'mtatsminda', lat: 41.683, lng: 44.782 },
  { key: 'chughureti', lat: 41.722, lng: 44.81 },
  { key: 'lisi', lat: 41.755, lng: 44.722 },
];

const r = (n: number) => Math.round(n * 10) / 10;

/** A coordinate as a point of the picture. */
function toPixel(lat: number, lng: number): { x: number; y: number } {
  const { north, south, west, east } = TBILISI_BOUNDS;
  return { x: r(((lng - west) / (east - west)) * WIDTH), y: r(((north - lat) / (north - south)) * HEIGHT) };
}

/** A smooth path through coordinates (a Catmull-Rom spline drawn as cubic Béziers). */
function smoothPath(coords: readonly Coord[]): string {
  const points = coords.map(([lat, lng]) => toPixel(lat, lng));
  const at = (i: number) => points[Math.min(points.length - 1, Math.max(0, i))] ?? { x: 0, y: 0 };
  let d = `M${at(0).x} ${at(0).y}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = { x: r(p1.x + (p2.x - p0.x) / 6), y: r(p1.y + (p2.y - p0.y) / 6) };
    const c2 = { x: r(p2.x - (p3.x - p1.x) / 6), y: r(p2.y - (p3.y - p1.y) / 6) };
    d += ` C${c1.x} ${c1.y} ${c2.x} ${c2.y} ${p2.x} ${p2.y}`;
  }
  return d;
}

function ellipse(shape: { lat: number; lng: number; rx: number; ry: number }, fill: string): string {
  const { x, y } = toPixel(shape.lat, shape.lng);
  return `<ellipse cx="${x}" cy="${y}" rx="${shape.rx}" ry="${shape.ry}" fill="${fill}"/>`;
}

const stroke = (d: string, colour: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;

/**
 * The picture as SVG markup, its names in the language of `t` (fixed words of the interface:
 * nothing to escape); without the areas' names where the map writes its own.
 */
export function tbilisiSvg(t: MapTexts['artwork'], areaNames = true): string {
  const river = toPixel(41.662, 44.848);
  const font = 'font-family="Noto Sans Georgian, sans-serif"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    `<defs><pattern id="grid" width="50" height="50" patternUnits="userSpaceOnUse"><path d="M50 0H0v50" fill="none" stroke="${colour['--c-map-grid']}" stroke-width="1"/></pattern></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour['--c-map-land']}"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#grid)"/>`,
    ...PARKS.map((park) => ellipse(park, colour['--c-map-park'])),
    ...ROADS.map((road) => stroke(smoothPath(road), colour['--c-surface'], 9)),
    ...STREETS.map((street) => stroke(smoothPath(street), colour['--c-surface'], 4, ' opacity="0.8"')),
    ...LAKES.map((lake) => ellipse(lake, colour['--c-map-lake'])),
    stroke(smoothPath(RIVER), colour['--c-map-river'], 16),
    `<text x="${river.x + 14}" y="${river.y}" ${font} font-size="20" font-style="italic" fill="${colour['--c-map-river-label']}">${t.river}</text>`,
    ...(areaNames ? AREAS : []).map((area) => {
      const { x, y } = toPixel(area.lat, area.lng);
      return `<text x="${x}" y="${y}" ${font} font-size="19" font-weight="600" letter-spacing="1.5" fill="${colour['--c-map-label']}" stroke="${colour['--c-map-land']}" stroke-width="4" paint-order="stroke" text-anchor="middle">${t.areas[area.key]}</text>`;
    }),
    '</svg>',
  ].join('');
}

/** The picture as an image address for the overlay (a data: URL, which the CSP's img-src allows). */
export function tbilisiArtworkUrl(t: MapTexts['artwork'], areaNames = true): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(tbilisiSvg(t, areaNames))}`;
}
