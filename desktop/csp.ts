// The one Content-Security-Policy of the app: the packaged console sends it with every bundle
// response, and the web build's preview server (vite.config.ts) sends the same policy.
// `apiOrigin` is the API host when it differs from the app's own origin, '' when it is the same.
export function contentSecurityPolicy(apiOrigin: string): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    // the app styles through CSS files and React's CSSOM style props: no inline <style> or style=""
    "style-src 'self'",
    `img-src 'self' data: blob:${api}`,
    `connect-src 'self'${api}`,
    // listing videos are YouTube embeds (§3), always through the privacy-enhanced host
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
