// The headers every response carries: the app's Content-Security-Policy made strict with the
// response's nonce, and helmet's set (nosniff, referrer policy, frame denial, HSTS when asked).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { contentSecurityPolicy } from '../../desktop/csp';

/** A fresh nonce per response: 128 random bits. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The policy of desktop/csp.ts with scripts allowed by nonce only: the page's own tags carry it,
 * and what they load is trusted through 'strict-dynamic' (lazy screens, Vite's preloads).
 * `styleHashes` allow the style attributes of the server's HTML, one by one: in the browser React
 * sets those styles through the CSSOM, which the policy does not restrict, but in HTML they are
 * attributes.
 */
export function strictPolicy(apiOrigin: string, nonce: string, { styleHashes = [] as string[] } = {}): string {
  const styles = [
    "'self'",
    // a rendered page carries its CSS in a <style> element; the dev server injects each CSS
    // module as one (Vite puts the nonce on them)
    `'nonce-${nonce}'`,
    ...(styleHashes.length > 0 ? ["'unsafe-hashes'", ...styleHashes.map((hash) => `'${hash}'`)] : []),
  ];
  return contentSecurityPolicy(apiOrigin)
    .replace("script-src 'self'", `script-src 'nonce-${nonce}' 'strict-dynamic'`)
    .replace("style-src 'self'", `style-src ${styles.join(' ')}`);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** The CSP hashes of the distinct style attributes in a piece of HTML (as the browser reads them). */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set([...html.matchAll(/ style="([^"]*)"/g)].map((found) => (found[1] ?? '').replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity)));
  return [...values].map((value) => `sha256-${createHash('sha256').update(value).digest('base64')}`);
}

export function helmetOptions(hsts: boolean): FastifyHelmetOptions {
  return {
    // set per response with its nonce (app.ts)
    contentSecurityPolicy: false,
    // listing videos are YouTube embeds, which do not send the headers COEP asks for
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}
