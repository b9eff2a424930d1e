import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { readConfig } from '../../../src/server/config';
import { cspHash } from '../../../src/server/page';
import { strictPolicy, styleAttributeHashes } from '../../../src/server/security';

describe('readConfig', () => {
  it('defaults to port 3000, the local mock, a 1.5 s budget, pages shared for 1 s, a minute in shared caches, a worker per core', () => {
    expect(readConfig({})).toEqual({
      host: '0.0.0.0',
      port: 3000,
      apiUrl: 'http://127.0.0.1:4010',
      publicUrl: 'http://localhost:3000',
      timeoutMs: 1500,
      cacheMs: 1000,
      cacheEntries: 1000,
      cacheBytes: 64 * 1024 * 1024,
      sMaxAge: 60,
      staleWhileRevalidate: 600,
      maxRenders: 4,
      maxRenderWaitMs: 500,
      maxEventLoopDelayMs: 1000,
      workers: availableParallelism(),
      logLevel: 'info',
      forwardPrefer: false,
      hsts: false,
      trustProxy: false,
      twitterSite: null,
    });
  });

  it('believes forwarded headers from no proxy unless TRUST_PROXY names a number of them or their addresses', () => {
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', '::1']);
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the worker count and the log level', () => {
    expect(readConfig({ WEB_CONCURRENCY: '3', LOG_LEVEL: 'warn' })).toMatchObject({ workers: 3, logLevel: 'warn' });
    expect(() => readConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('reads the site’s X account for twitter:site, and refuses anything but an @handle', () => {
    expect(readConfig({ TWITTER_SITE: '@realt_ge' }).twitterSite).toBe('@realt_ge');
    expect(readConfig({ TWITTER_SITE: ' ' }).twitterSite).toBeNull();
    expect(() => readConfig({ TWITTER_SITE: 'https://x.com/realt_ge' })).toThrow(/TWITTER_SITE/);
  });

  it('refuses an API origin with a path and a time limit that is no whole number', () => {
    expect(() => readConfig({ API_URL: 'https://api.realt.ge/v1' })).toThrow(/API_URL/);
    expect(() => readConfig({ SSR_API_TIMEOUT_MS: '1.5s' })).toThrow(/SSR_API_TIMEOUT_MS/);
    expect(() => readConfig({ SSR_CACHE_MS: '-1' })).toThrow(/SSR_CACHE_MS/);
  });
});

describe('strictPolicy', () => {
  const policy = strictPolicy('', { scriptHashes: ["'sha256-boot'"], styleHashes: ["'sha256-css'"] });

  it('allows scripts by the hashes of the page’s own inline scripts only, and what they load', () => {
    expect(policy).toContain("script-src 'sha256-boot' 'strict-dynamic'");
    expect(policy).not.toContain("script-src 'self'");
    expect(policy).not.toContain('nonce');
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("style-src 'self' 'sha256-css';");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('has no finding in Google’s CSP Evaluator', () => {
    expect(new CspEvaluator(new CspParser(policy).csp).evaluate()).toEqual([]);
  });

  it('lets Vite’s scripts and injected styles through on the dev server only', () => {
    const dev = strictPolicy('', { scriptHashes: ["'sha256-preamble'"], styleHashes: [], dev: true });
    expect(dev).toContain("script-src 'self' 'sha256-preamble';");
    expect(dev).toContain("style-src 'self' 'unsafe-inline';");
  });
});

describe('styleAttributeHashes', () => {
  it('hashes each distinct style attribute as the browser reads it, entities decoded', () => {
    const hashes = styleAttributeHashes(Buffer.from('<div style="width:50%"></div><i style="width:50%"></i><b style="background:url(&quot;a.png&quot;)"></b>'));
    expect(hashes).toEqual(["'sha256-fq7Md9B0amksVBTk/2TaltdrTVq2JN7fvIk0tt80qzU='", cspHash('background:url("a.png")')]);
  });

  it('hashes a value beyond ASCII by its UTF-8, as the browser does, from the HTML’s bytes', () => {
    const html = Buffer.from('<p>ბინა</p><span style="font-family:&quot;ნოტო&quot;">ა</span>');
    expect(styleAttributeHashes(html)).toEqual([cspHash('font-family:"ნოტო"')]);
    expect(styleAttributeHashes(html.subarray(11))).toEqual([cspHash('font-family:"ნოტო"')]);
  });

  it('lets exactly those attributes through the policy', () => {
    expect(strictPolicy('', { scriptHashes: [], styleHashes: [], styleAttributeHashes: ["'sha256-x'"] })).toContain("style-src 'self' 'unsafe-hashes' 'sha256-x';");
  });
});
