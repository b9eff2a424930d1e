// The headers every response carries: the app's Content-Security-Policy made strict with the
// response's nonce, and helmet's set (nosniff, referrer policy, frame denial, HSTS when asked).
import { randomBytes } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { contentSecurityPolicy } from '../../desktop/csp';

/** A fresh nonce per response: 128 random bits. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The policy of desktop/csp.ts with scripts allowed by nonce only: the page's own tags carry it,
 * and what they load is trusted through 'strict-dynamic' (lazy screens, Vite's preloads).
 */
export function strictPolicy(apiOrigin: string, nonce: string, { dev = false } = {}): string {
  const policy = contentSecurityPolicy(apiOrigin).replace("script-src 'self'", `script-src 'nonce-${nonce}' 'strict-dynamic'`);
  // the dev server injects each CSS module as a <style> element (Vite puts the nonce on them)
  return dev ? policy.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`) : policy;
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
