// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapFiles } from '../../../src/server/sitemap';

const site = 'https://realt.ge';

describe('sitemapFiles', () => {
  it('is one sitemap up to the limit', () => {
    const files = sitemapFiles(site, [`${site}/realt/`, `${site}/realt/catalog/sell`], 2);
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    expect(files.get('sitemap.xml')).toContain('<urlset');
    expect(files.get('sitemap.xml')).toContain(`<loc>${site}/realt/catalog/sell</loc>`);
  });

  it('becomes an index of numbered parts over the limit', () => {
    const urls = Array.from({ length: 5 }, (_, index) => `${site}/realt/announcement/flat-${index}`);
    const files = sitemapFiles(site, urls, 2);
    expect([...files.keys()].sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    expect(files.get('sitemap.xml')).toContain('<sitemapindex');
    expect(files.get('sitemap.xml')).toContain(`<loc>${site}/sitemap-3.xml</loc>`);
    expect(files.get('sitemap-3.xml')).toContain('flat-4');
  });

  it('escapes addresses for XML', () => {
    expect(sitemapFiles(site, [`${site}/realt/catalog/sell?a=1&b=2`]).get('sitemap.xml')).toContain('?a=1&amp;b=2');
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of profile, admin and sign-in, and names the sitemap', () => {
    const robots = robotsTxt(site);
    for (const section of ['profile', 'admin', 'auth']) expect(robots).toContain(`Disallow: /realt/${section}\n`);
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});
