// What the server says about a page besides its body: head tags, structured data, headers,
// robots.txt and the sitemap; and hostile text that cannot break out of the JSON blocks.
import { expect, prefer, test } from './fixtures/test';

const LISTING = '/realt/announcement/3-otaxiani-bina-vakeshi-102';
const origin = `http://localhost:${process.env.PREVIEW_PORT ?? '4173'}`;

const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonBlocks = (html: string, type: string) =>
  [...html.matchAll(new RegExp(`<script type="${type.replace('+', '\\+')}"[^>]*>(.*?)</script>`, 'gs'))].map((found) => JSON.parse(found[1] ?? 'null'));

test('a listing’s head: title, description, canonical, Open Graph, Twitter card and JSON-LD', async ({ page }) => {
  const html = await (await page.request.get(LISTING)).text();
  expect(html).toContain('<html lang="ka">');
  expect(html).toContain('<title>3-ოთახიანი ბინა ვაკეში, ახალ აშენებულ კორპუსში · Realt</title>');
  expect(meta(html, 'description')).toMatch(/^გაიყიდება 3-ოთახიანი ბინა ვაკეში/);
  expect(html).toContain(`<link rel="canonical" href="${origin}${LISTING}" />`);
  expect(meta(html, 'og:title')).toBe('3-ოთახიანი ბინა ვაკეში, ახალ აშენებულ კორპუსში · Realt');
  expect(meta(html, 'og:type')).toBe('article');
  expect(meta(html, 'og:url')).toBe(origin + LISTING);
  expect(meta(html, 'og:image')).toBe(`${origin}/realt/demo/flat-1.svg`);
  expect(meta(html, 'og:locale')).toBe('ka_GE');
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');

  const [offer, breadcrumbs] = jsonBlocks(html, 'application/ld+json');
  expect(offer).toMatchObject({
    '@type': 'Offer',
    price: 285000,
    priceCurrency: 'USD',
    itemOffered: { address: { streetAddress: 'ჭავჭავაძის გამზირი 37ა', addressLocality: 'ვაკე' }, floorSize: { value: 120 }, numberOfRooms: 3 },
  });
  expect(offer.image[0]).toBe(`${origin}/realt/demo/flat-1.svg`);
  expect(breadcrumbs['@type']).toBe('BreadcrumbList');
  expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['მთავარი', 'იყიდება', '3-ოთახიანი ბინა ვაკეში, ახალ აშენებულ კორპუსში']);
});

test('the tab keeps the server’s title after hydration, and follows each navigation', async ({ page }) => {
  await page.goto(LISTING);
  await expect(page.getByRole('heading', { level: 1, name: /3-ოთახიანი ბინა ვაკეში/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('3-ოთახიანი ბინა ვაკეში, ახალ აშენებულ კორპუსში · Realt');
  await page.getByRole('banner').getByRole('link', { name: 'იყიდება' }).first().click();
  await expect(page).toHaveTitle('იყიდება · Realt');
  await page.goBack();
  await expect(page).toHaveTitle('3-ოთახიანი ბინა ვაკეში, ახალ აშენებულ კორპუსში · Realt');
});

test('a catalogue page carries its breadcrumbs and a canonical with its filters', async ({ page }) => {
  const html = await (await page.request.get('/realt/catalog/rent?bedrooms=2')).text();
  expect(html).toContain(`<link rel="canonical" href="${origin}/realt/catalog/rent?bedrooms=2" />`);
  const [breadcrumbs] = jsonBlocks(html, 'application/ld+json');
  expect(breadcrumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([`${origin}/realt/`, `${origin}/realt/catalog/rent`]);
});

test('the page’s headers: strict CSP with this response’s nonce, nosniff, referrer policy, no framing, no caching of HTML', async ({ page }) => {
  const response = await page.request.get(LISTING);
  const headers = response.headers();
  const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(headers['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  // the one executable script is the page's own, with this response's nonce: it loads the app's code
  const scripts = [...(await response.text()).matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)].map((found) => found[0]);
  expect(scripts).toEqual([`<script type="module" nonce="${nonce}">`]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('no-cache');
  const again = await page.request.get(LISTING);
  expect(again.headers()['content-security-policy']).not.toBe(headers['content-security-policy']);

  const script = /import\("(\/realt\/assets\/[^"]+\.js)"\)/.exec(await response.text())?.[1] ?? '';
  expect(script).not.toBe('');
  const asset = await page.request.get(script, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
});

test('robots.txt keeps crawlers out of the private sections; the sitemap lists the catalogues and listings', async ({ page }) => {
  const robots = await (await page.request.get('/robots.txt')).text();
  for (const section of ['profile', 'admin', 'auth']) expect(robots).toContain(`Disallow: /realt/${section}`);
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const url of [`${origin}/realt/`, `${origin}/realt/catalog/sell`, `${origin}/realt/catalog/rent`]) expect(sitemap).toContain(`<loc>${url}</loc>`);
  expect(sitemap).toMatch(/<loc>[^<]+\/realt\/announcement\/[a-z0-9-]+<\/loc>/);
});

test('hostile listing text cannot break out of the page’s JSON blocks, and shows as text', async ({ page }) => {
  const html = await (await page.request.get(LISTING, { headers: { Prefer: 'example=hostile' } })).text();
  expect(html).not.toContain('<script>window.__xss=1</script>');
  expect(html).not.toContain('<img src=x onerror');
  const [state] = jsonBlocks(html, 'application/json');
  const listing = state.queries.find((query: { queryKey: unknown[] }) => query.queryKey[1] === '/api/announcements/{slug}');
  expect(listing.state.data.result.title).toBe('<script>window.__xss=1</script> ბინა ვაკეში');
  const [offer] = jsonBlocks(html, 'application/ld+json');
  expect(offer.description).toContain('<img src=x onerror="window.__xss=1">');

  // YouTube's hosts only: the app's own code has a chunk named after it
  await page.route(/^https?:\/\/([^/]+\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com)\//, (route) => route.abort());
  await prefer(page, '**/api/announcements/*', 'example=hostile');
  await page.goto(LISTING);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<script>window.__xss=1</script> ბინა ვაკეში');
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});
