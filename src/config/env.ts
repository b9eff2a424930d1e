// Reads the build-time environment once and refuses a malformed value. Each value is an export of
// its own, so a bundle carries the checks of those it reads alone (a private page's inline start-up
// reads the API's origin): import it as a namespace, `import * as env`.
function apiUrlOf(raw: string | undefined): string {
  const value = (raw ?? '').trim().replace(/\/+$/, '');
  if (value && !/^https?:\/\/[^\s/]+/.test(value)) {
    throw new Error(`VITE_API_URL must be an http(s) origin, got "${value}"`);
  }
  return value;
}

// the card payment page of the bank the contract's examples answer with
const DEFAULT_PAYMENT_ORIGINS = 'https://ecommerce.ufc.ge';

function paymentOriginsOf(raw: string | undefined): readonly string[] {
  const values = (raw?.trim() || DEFAULT_PAYMENT_ORIGINS)
    .split(',')
    .map((value) => value.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const value of values) {
    if (!URL.canParse(value) || new URL(value).protocol !== 'https:' || new URL(value).origin !== value) {
      throw new Error(`VITE_PAYMENT_ORIGINS must list https origins, got "${value}"`);
    }
  }
  return values;
}

/** A Leaflet tile URL template: http(s), with {z}, {x} and {y}; '' when none is configured. */
function mapTilesOf(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value && (!/^https?:\/\/[^\s/]+\/\S*$/.test(value) || !['{z}', '{x}', '{y}'].every((part) => value.includes(part)))) {
    throw new Error(`VITE_MAP_TILES must be an http(s) URL template with {z}, {x} and {y}, got "${value}"`);
  }
  return value;
}

/** API origin; empty means the app's own origin (the dev and preview servers proxy to the mock). */
export const apiUrl = /* @__PURE__ */ apiUrlOf(import.meta.env.VITE_API_URL);
/** the bank origins a payment link may send the browser to */
export const paymentOrigins = /* @__PURE__ */ paymentOriginsOf(import.meta.env.VITE_PAYMENT_ORIGINS);
/** map tiles; empty means the bundled Tbilisi artwork (no network needed) */
export const mapTiles = /* @__PURE__ */ mapTilesOf(import.meta.env.VITE_MAP_TILES);
/** the tile provider's attribution, shown in the map's corner (HTML as Leaflet takes it) */
export const mapAttribution = (import.meta.env.VITE_MAP_ATTRIBUTION ?? '').trim();
