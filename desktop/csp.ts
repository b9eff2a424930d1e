// The one Content-Security-Policy of the app: the packaged console sends it with every bundle
// response, and the web build's preview server (vite.config.ts) sends the same policy.
// `apiOrigin` is the API host when it differs from the app's own origin, '' when it is the same.
// `tileSource` is the map tile host (tileSourceOf(VITE_MAP_TILES)), '' when no tiles are configured.
export function contentSecurityPolicy(apiOrigin: string, tileSource = ''): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  const tiles = tileSource ? ` ${tileSource}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    // the app styles through CSS files and React's CSSOM style props: no inline <style> or style=""
    "style-src 'self'",
    `img-src 'self' data: blob:${api}${tiles}`,
    `connect-src 'self'${api}`,
    // listing videos are YouTube embeds (§3), always through the privacy-enhanced host
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The CSP source of a tile URL template: its scheme and host, with Leaflet's {s} subdomain
 * placeholder as a wildcard ('https://{s}.tile.example.org/{z}/{x}/{y}.png' -> 'https://*.tile.example.org').
 */
export function tileSourceOf(template: string): string {
  const match = /^(https?:\/\/)([^/\s]+)/.exec(template.trim());
  if (!match) return '';
  return `${match[1]}${match[2]?.replace(/^\{s\}\./, '*.')}`;
}
