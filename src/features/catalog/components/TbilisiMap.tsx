import { catalogKa } from '../../../i18n/catalog.ka';
import { MAP_SIZE, project, smoothPath } from '../map-projection';

// the Mtkvari through the city, north-west to south-east (approximate)
const RIVER: ReadonlyArray<readonly [number, number]> = [
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
const ROADS: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
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

// lakes: Lisi, the Turtle lake and the Tbilisi Sea
const LAKES = [
  { lat: 41.742, lng: 44.737, rx: 16, ry: 11 },
  { lat: 41.701, lng: 44.755, rx: 7, ry: 5 },
  { lat: 41.775, lng: 44.828, rx: 20, ry: 48 },
] as const;

// minor streets, thinner, for texture
const STREETS: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
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

// where the area names sit
const AREAS: ReadonlyArray<{ key: keyof typeof catalogKa.map.areas; lat: number; lng: number }> = [
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

// green ridges: Mtatsminda and the Vake park hills
const PARKS = [
  { lat: 41.69, lng: 44.78, rx: 70, ry: 34 },
  { lat: 41.705, lng: 44.735, rx: 80, ry: 40 },
] as const;

/** A stylised, self-contained map of Tbilisi (decorative: the pins carry the information). */
export function TbilisiMap() {
  const riverLabel = project(41.662, 44.848);
  return (
    <svg className="catalog-map__svg" viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`} aria-hidden="true" focusable="false">
      <defs>
        <pattern id="catalog-map-grid" width="50" height="50" patternUnits="userSpaceOnUse">
          <path d="M50 0H0v50" fill="none" stroke="#dfe6e1" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width={MAP_SIZE.width} height={MAP_SIZE.height} fill="#eef2ec" />
      <rect width={MAP_SIZE.width} height={MAP_SIZE.height} fill="url(#catalog-map-grid)" />
      {PARKS.map((park) => {
        const { x, y } = project(park.lat, park.lng);
        return <ellipse key={`${park.lat}`} cx={x} cy={y} rx={park.rx} ry={park.ry} fill="#d3e7cc" />;
      })}
      {ROADS.map((road, index) => (
        <path key={index} d={smoothPath(road)} fill="none" stroke="#fff" strokeWidth="9" strokeLinecap="round" />
      ))}
      {STREETS.map((street, index) => (
        <path key={index} d={smoothPath(street)} fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" opacity="0.8" />
      ))}
      {LAKES.map((lake) => {
        const { x, y } = project(lake.lat, lake.lng);
        return <ellipse key={`${lake.lat}`} cx={x} cy={y} rx={lake.rx} ry={lake.ry} fill="#b9dbe8" />;
      })}
      <path d={smoothPath(RIVER)} fill="none" stroke="#9fcde0" strokeWidth="16" strokeLinecap="round" />
      <text x={riverLabel.x + 14} y={riverLabel.y} className="catalog-map__river">
        {catalogKa.map.river}
      </text>
      {AREAS.map((area) => {
        const { x, y } = project(area.lat, area.lng);
        return (
          <text key={area.key} x={x} y={y} className="catalog-map__area" textAnchor="middle">
            {catalogKa.map.areas[area.key]}
          </text>
        );
      })}
    </svg>
  );
}
