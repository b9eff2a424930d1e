// The names the server's HTML and the browser's entry share (kept free of Node so both import it).

/**
 * Stands in for the per-response Content-Security-Policy nonce in index.html (Vite's
 * `html.cspNonce` puts it on every script and preload tag); the server replaces it per response.
 */
export const NONCE_PLACEHOLDER = 'REALT_CSP_NONCE';

/** The id of the JSON block holding the server's dehydrated query cache. */
export const STATE_ID = 'realt-state';
