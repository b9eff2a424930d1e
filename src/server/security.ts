// The headers every response carries: the app's Content-Security-Policy made strict with the
// hashes of the page's own inline scripts and styles, and helmet's set (nosniff, referrer
// policy, frame denial, HSTS when asked) less the headers no current browser reads. Nothing in a page differs per response, so a shared
// cache may keep it.
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { contentSecurityPolicy } from '../../desktop/csp';

export interface PagePolicy {
  /** the CSP hashes of the page's inline scripts (its bootstrap) */
  scriptHashes: string[];
  /** the CSP hashes of the page's <style> elements */
  styleHashes: string[];
  /** the CSP hashes of the style attributes in the page's HTML */
  styleAttributeHashes?: string[];
  /** the dev server: Vite injects each CSS module as a <style> element of its own */
  dev?: boolean;
}

/**
 * The policy of desktop/csp.ts with scripts allowed by hash only: the page's own inline script
 * starts the app, and what it adds to the document is trusted through 'strict-dynamic' (the entry,
 * lazy screens, Vite's preloads). Style attributes of the server's HTML are allowed one by one: in
 * the browser React sets those styles through the CSSOM, which the policy does not restrict, but
 * in HTML they are attributes. The dev server's scripts (Vite's client, React Refresh's preamble
 * and the sources, imported statically from inline modules) are allowed by their origin instead.
 */
export function strictPolicy(apiOrigin: string, { scriptHashes, styleHashes, styleAttributeHashes = [], dev = false }: PagePolicy): string {
  const scripts = dev ? ["'self'", ...scriptHashes] : [...scriptHashes, "'strict-dynamic'"];
  const styles = [
    "'self'",
    ...(dev ? ["'unsafe-inline'"] : styleHashes),
    ...(!dev && styleAttributeHashes.length > 0 ? ["'unsafe-hashes'", ...styleAttributeHashes] : []),
  ];
  return contentSecurityPolicy(apiOrigin)
    .replace("script-src 'self'", `script-src ${scripts.join(' ')}`)
    .replace("style-src 'self'", `style-src ${styles.join(' ')}`);
}

/** The policy of a response that is no page (JSON, XML, text, files): nothing runs in it. */
export const NO_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

// the style attributes of the pages are few (a photo's aspect, a bar's width), so each is hashed
// once; a bound keeps odd ones from growing it without end
const styleHashes = new Map<string, string>();
const STYLE_HASHES_KEPT = 1_000;

/**
 * The CSP hashes of the distinct style attributes in a piece of HTML (UTF-8), as the browser reads
 * them. The HTML is read byte by byte (latin1): what is looked for is ASCII, and a value's bytes
 * go into its hash as they are, so it is never decoded.
 */
export function styleAttributeHashes(html: Uint8Array): string[] {
  const text = Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString('latin1');
  const values = new Set([...text.matchAll(/ style="([^"]*)"/g)].map((found) => found[1] ?? ''));
  const hashes = [...values].map((raw) => {
    let hash = styleHashes.get(raw);
    if (hash === undefined) {
      const value = raw.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
      hash = `'sha256-${createHash('sha256').update(value, 'latin1').digest('base64')}'`;
      if (styleHashes.size >= STYLE_HASHES_KEPT) styleHashes.clear();
      styleHashes.set(raw, hash);
    }
    return hash;
  });
  return [...new Set(hashes)];
}

/**
 * helmet's headers on every response, a policy for those that are no page (a page sets its own
 * policy, pages plugin, which this leaves alone), and no-store on every error.
 */
export const securityHeaders = fp<{ hsts: boolean }>(async (app, { hsts }) => {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // listing videos are YouTube embeds, which do not send the headers COEP asks for
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // read by no current browser (OWASP's secure headers project lists X-XSS-Protection as
    // deprecated; X-Download-Options was Internet Explorer's): bytes of every page's first round trip
    xXssProtection: false,
    xDownloadOptions: false,
    // headers that restate what every browser the app runs in does anyway, bytes of every page's
    // first round trip: DNS prefetching of links is off on an https page unless turned on; Flash
    // and Acrobat look for a cross-domain policy file this site does not serve; Chromium keys its
    // agent clusters by origin (the others ignore the header); and every policy here says
    // frame-ancestors 'none', which every browser that runs ES2022 honours over X-Frame-Options
    dnsPrefetchControl: false,
    permittedCrossDomainPolicies: false,
    originAgentCluster: false,
    frameguard: false,
    hsts: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Content-Security-Policy')) void reply.header('Content-Security-Policy', NO_PAGE_POLICY);
    // an error, whoever answered it (a page, the proxy, the sitemap, the framework), is kept by no cache
    if (reply.statusCode >= 400) void reply.header('Cache-Control', 'no-store');
  });
});
