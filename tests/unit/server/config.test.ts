// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/config';
import { strictPolicy, styleAttributeHashes } from '../../../src/server/security';

describe('readConfig', () => {
  it('defaults to port 3000, the local mock, a 1.5 s time limit and pages shared for 1 s', () => {
    expect(readConfig({})).toEqual({
      host: '0.0.0.0',
      port: 3000,
      apiUrl: 'http://127.0.0.1:4010',
      publicUrl: 'http://localhost:3000',
      timeoutMs: 1500,
      cacheMs: 1000,
      forwardPrefer: false,
      hsts: false,
    });
  });

  it('refuses an API origin with a path and a time limit that is no whole number', () => {
    expect(() => readConfig({ API_URL: 'https://api.realt.ge/v1' })).toThrow(/API_URL/);
    expect(() => readConfig({ SSR_API_TIMEOUT_MS: '1.5s' })).toThrow(/SSR_API_TIMEOUT_MS/);
    expect(() => readConfig({ SSR_CACHE_MS: '-1' })).toThrow(/SSR_CACHE_MS/);
  });
});

describe('strictPolicy', () => {
  it('allows scripts by this response’s nonce only, the rest of the app’s policy kept', () => {
    const policy = strictPolicy('', 'abc');
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(policy).not.toContain("script-src 'self'");
    // the page's own <style> element carries the nonce; no other inline style is allowed
    expect(policy).toContain("style-src 'self' 'nonce-abc';");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('styleAttributeHashes', () => {
  it('hashes each distinct style attribute as the browser reads it, entities decoded', () => {
    const hashes = styleAttributeHashes('<div style="width:50%"></div><i style="width:50%"></i><b style="background:url(&quot;a.png&quot;)"></b>');
    expect(hashes).toEqual(['sha256-fq7Md9B0amksVBTk/2TaltdrTVq2JN7fvIk0tt80qzU=', expect.stringMatching(/^sha256-/)]);
  });

  it('lets exactly those attributes through the policy', () => {
    expect(strictPolicy('', 'n', { styleHashes: ['sha256-x'] })).toContain("style-src 'self' 'nonce-n' 'unsafe-hashes' 'sha256-x';");
  });
});
