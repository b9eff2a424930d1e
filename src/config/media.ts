import * as env from './env';

// resolves paths without knowing the page's own origin; never requested
const PROBE = 'https://probe.invalid';

/**
 * The URL of an image the API names (photos, avatars, banners): a path on the API host goes onto
 * the API origin (left on the app's own origin when there is none: the dev servers and the desktop
 * console forward it), an http(s) URL stays as it is. Anything else is '' (no image): `//host` and
 * `/\host` are another host, not a path, and other schemes (data:, javascript:) are not the API's.
 */
export function mediaUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value, PROBE);
  } catch {
    return '';
  }
  if (/^https?:\/\//i.test(value)) return url.href;
  // a path stays on the probe origin; one the browser would read as another host does not
  if (!value.startsWith('/') || url.origin !== PROBE) return '';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return env.apiUrl ? `${env.apiUrl}${path}` : path;
}
