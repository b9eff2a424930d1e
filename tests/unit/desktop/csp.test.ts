import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, tileSourceOf } from '../../../desktop/csp';

describe('map tiles in the content-security policy', () => {
  it('adds nothing when no tiles are configured', () => {
    expect(contentSecurityPolicy('')).toContain("img-src 'self' data: blob:;");
    expect(tileSourceOf('')).toBe('');
  });

  it('allows images from the tile host only', () => {
    const csp = contentSecurityPolicy('https://api.realt.ge', tileSourceOf('https://tiles.example.org/{z}/{x}/{y}.png'));
    expect(csp).toContain("img-src 'self' data: blob: https://api.realt.ge https://tiles.example.org;");
    expect(csp).toContain("connect-src 'self' https://api.realt.ge;");
  });

  it("turns Leaflet's {s} subdomain into a wildcard", () => {
    expect(tileSourceOf('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
  });
});
