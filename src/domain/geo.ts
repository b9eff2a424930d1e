// Coordinates on the map and the compact text form of a drawn area, shared by the URL query and
// the catalogue request: `lat,lng;lat,lng;...` with 5 decimals (about a metre).

export interface LatLng {
  lat: number;
  lng: number;
}

/** The fewest and the most vertices an area may have (the contract's maxLength fits the most). */
export const AREA_MIN_VERTICES = 3;
export const AREA_MAX_VERTICES = 40;

const round = (n: number) => Number(n.toFixed(5));
const NUMBER = /^-?\d{1,3}(\.\d{1,5})?$/;

/** A point rounded to what the text form keeps, so a drawn area equals its decoded URL. */
export function rounded(point: LatLng): LatLng {
  return { lat: round(point.lat), lng: round(point.lng) };
}

export function encodeArea(area: readonly LatLng[]): string {
  return area.map((point) => `${round(point.lat)},${round(point.lng)}`).join(';');
}

/** Reads an area; null for anything malformed, out of range, or with too few or too many vertices. */
export function decodeArea(raw: string | null): LatLng[] | null {
  if (!raw) return null;
  const parts = raw.split(';');
  if (parts.length < AREA_MIN_VERTICES || parts.length > AREA_MAX_VERTICES) return null;
  const area: LatLng[] = [];
  for (const part of parts) {
    const [lat, lng, extra] = part.split(',');
    if (extra !== undefined || !lat || !lng || !NUMBER.test(lat) || !NUMBER.test(lng)) return null;
    const point = { lat: Number(lat), lng: Number(lng) };
    if (Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180) return null;
    area.push(point);
  }
  return area;
}

/** The box the bundled Tbilisi artwork covers; the map lays the picture over exactly this box. */
export const TBILISI_BOUNDS = { north: 41.82, south: 41.65, west: 44.68, east: 44.92 } as const;

/** Whether a point lies within the drawn city (a map without tiles shows nothing outside it). */
export const inTbilisi = ({ lat, lng }: LatLng): boolean =>
  lat >= TBILISI_BOUNDS.south && lat <= TBILISI_BOUNDS.north && lng >= TBILISI_BOUNDS.west && lng <= TBILISI_BOUNDS.east;
