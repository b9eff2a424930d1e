// robots.txt and the sitemap: the main page, both catalogues and every listing the catalogue
// calls list. Over 50,000 addresses the sitemap becomes an index of numbered parts.
import { absolute, paths } from '../config/paths';

/** The most addresses one sitemap file may hold (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;

/** The private sections: profile, admin and sign-in pages say nothing to a search engine. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /realt/profile', 'Disallow: /realt/admin', 'Disallow: /realt/auth', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n')}\n</urlset>\n`;

const sitemapIndex = (parts: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;

/**
 * The sitemap files by name: `sitemap.xml` alone, or, over the limit, `sitemap.xml` as the index
 * of `sitemap-1.xml`, `sitemap-2.xml`, ...
 */
export function sitemapFiles(publicUrl: string, urls: string[], limit = SITEMAP_LIMIT): Map<string, string> {
  if (urls.length <= limit) return new Map([['sitemap.xml', urlset(urls)]]);
  const files = new Map<string, string>();
  for (let start = 0, part = 1; start < urls.length; start += limit, part += 1) files.set(`sitemap-${part}.xml`, urlset(urls.slice(start, start + limit)));
  files.set('sitemap.xml', sitemapIndex([...files.keys()].map((name) => `${publicUrl}/${name}`)));
  return files;
}

// a catalogue answer as far as the sitemap reads it
interface CatalogPage {
  result?: { data?: Array<{ slug?: unknown }>; last_page?: unknown };
}

// a bound on the calls one sitemap build makes, whatever last_page says
const MAX_PAGES = 2_000;

/** The slugs of every listing of one catalogue (1 sale, 2 rent), page by page. */
async function catalogSlugs(apiUrl: string, adType: 1 | 2): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1, last = 1; page <= last && page <= MAX_PAGES; page += 1) {
    const body = new FormData();
    body.set('adType', String(adType));
    body.set('page', String(page));
    const response = await fetch(`${apiUrl}/api/catalog-announcements`, {
      method: 'POST',
      body,
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`catalogue page ${page} answered ${response.status}`);
    const answer: CatalogPage = await response.json();
    for (const item of answer.result?.data ?? []) if (typeof item.slug === 'string') slugs.push(item.slug);
    if (typeof answer.result?.last_page === 'number') last = answer.result.last_page;
  }
  return slugs;
}

/** Every public address of the site, listings from the catalogue calls. */
export async function siteUrls(apiUrl: string, publicUrl: string): Promise<string[]> {
  const [sale, rent] = await Promise.all([catalogSlugs(apiUrl, 1), catalogSlugs(apiUrl, 2)]);
  const listings = [...new Set([...sale, ...rent])].map((slug) => paths.announcement.href(slug));
  return [paths.mainPage.href(), paths.catalogSell.href(), paths.catalogRent.href(), ...listings].map((href) => publicUrl + absolute(href));
}
