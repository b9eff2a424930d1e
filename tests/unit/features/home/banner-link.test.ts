import { describe, expect, it } from 'vitest';
import { bannerHref } from '../../../../src/features/home/banner-link';

const SITE = 'https://realt.ge';

describe('bannerHref', () => {
  it('leads to another site’s http(s) address as it is', () => {
    expect(bannerHref('https://partner.example/offer?a=1', 'en', SITE)).toBe('https://partner.example/offer?a=1');
    expect(bannerHref(' HTTP://partner.example ', 'ka', SITE)).toBe('http://partner.example/');
    expect(bannerHref('https://realt.ge/realt/catalog/sell', 'en', '')).toBe('https://realt.ge/realt/catalog/sell');
  });

  it('leads to a page of the site, by path or on its origin, in the visitor’s language, keeping its query and fragment', () => {
    expect(bannerHref('/realt/catalog/sell?flatObjects=1#top', 'en', SITE)).toBe('/realt/en/catalog/sell?flatObjects=1#top');
    expect(bannerHref('https://realt.ge/realt/catalog/sell', 'en', SITE)).toBe('/realt/en/catalog/sell');
    expect(bannerHref('/realt/en/catalog/rent', 'ka', SITE)).toBe('/realt/catalog/rent');
    expect(bannerHref('https://realt.ge/realt/catalog/rent', 'ru', SITE)).toBe('/realt/ru/catalog/rent');
    expect(bannerHref('/realt', 'ru', SITE)).toBe('/realt/ru/');
    // a path of the origin outside the app is the site's, in no language
    expect(bannerHref('/about', 'en', SITE)).toBe('/about');
  });

  it('is no link for another scheme, another host written as a path, or nothing', () => {
    for (const link of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example/realt/', '/\\evil.example', 'realt/catalog', '', null, undefined]) {
      expect({ link, href: bannerHref(link, 'en', SITE) }).toEqual({ link, href: null });
    }
  });
});
