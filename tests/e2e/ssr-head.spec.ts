// What the server says about a page besides its body: head tags, structured data, headers,
// robots.txt and the sitemap; and hostile text that cannot break out of the JSON blocks.
import { statSync } from 'node:fs';
import path from 'node:path';
import ogs from 'open-graph-scraper';
import { expect, prefer, test } from './fixtures/test';

const LISTING = '/realt/announcement/3-otaxiani-bina-vakeshi-102';
const origin = `http://localhost:${process.env.PREVIEW_PORT ?? '4173'}`;
const SHARE_IMAGE = `${origin}/realt/share.png`;
const SHARE_IMAGE_ALT = 'Realt — უძრავი ქონების განცხადებები საქართველოში';

const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonBlocks = (html: string, type: string) =>
  [...html.matchAll(new RegExp(`<script type="${type.replace('+', '\\+')}"[^>]*>(.*?)</script>`, 'gs'))].map((found) => JSON.parse(found[1] ?? 'null'));

test('a listing’s head: title, description, canonical, Open Graph, Twitter card and JSON-LD', async ({ page }) => {
  const html = await (await page.request.get(LISTING)).text();
  expect(html).toContain('<html lang="ka">');
  expect(html).toContain('<title>იყიდება 3-საძინებლიანი ბინა, ვაკე, 120 მ², 285 000 $ · Realt</title>');
  expect(meta(html, 'description')).toMatch(/^იყიდება 3-საძინებლიანი ბინა — ვაკე: 120 მ², 285 000 \$, სართული 7\/14\. გაიყიდება 3-ოთახიანი ბინა ვაკეში/);
  expect(html).toContain(`<link rel="canonical" href="${origin}${LISTING}" />`);
  expect(meta(html, 'og:title')).toBe('იყიდება 3-საძინებლიანი ბინა, ვაკე, 120 მ², 285 000 $ · Realt');
  expect(meta(html, 'og:type')).toBe('article');
  expect(meta(html, 'og:url')).toBe(origin + LISTING);
  // the demo photos are SVG, which no link preview shows: the share image stands in
  expect(meta(html, 'og:image')).toBe(SHARE_IMAGE);
  expect(meta(html, 'og:image:alt')).toBe(SHARE_IMAGE_ALT);
  expect(meta(html, 'og:locale')).toBe('ka_GE');
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  // X takes the image, the title and the description from og:*
  expect(meta(html, 'twitter:image')).toBeUndefined();

  const [listing, breadcrumbs] = jsonBlocks(html, 'application/ld+json');
  expect(listing).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    inLanguage: 'ka',
    name: '3-ოთახიანი ბინა ვაკეში, ახალ აშენებულ კორპუსში',
    url: origin + LISTING,
    datePosted: '2026-11-15T11:30:00.000000Z',
    offers: { '@type': 'Offer', price: 285000, priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: origin + LISTING },
    mainEntity: {
      '@type': 'Apartment',
      address: { '@type': 'PostalAddress', streetAddress: 'ჭავჭავაძის გამზირი 37ა', addressLocality: 'ვაკე' },
      floorSize: { '@type': 'QuantitativeValue', value: 120, unitCode: 'MTK' },
      numberOfBedrooms: 3,
    },
  });
  expect(listing.offers).not.toHaveProperty('itemOffered');
  expect(listing.image[0]).toBe(`${origin}/realt/demo/flat-1.svg`);
  expect(breadcrumbs['@type']).toBe('BreadcrumbList');
  expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['მთავარი', 'იყიდება', 'იყიდება 3-საძინებლიანი ბინა, ვაკე, 120 მ², 285 000 $']);
  // the trail ends at the address the page declares
  expect(breadcrumbs.itemListElement.at(-1).item).toBe(origin + LISTING);

  // a shared link's tracking parameters change nothing the page declares
  const shared = await (await page.request.get(`${LISTING}?utm_source=facebook&fbclid=x&x=1`)).text();
  expect(shared).toContain(`<link rel="canonical" href="${origin}${LISTING}" />`);
  expect(jsonBlocks(shared, 'application/ld+json')).toEqual(jsonBlocks(html, 'application/ld+json'));
});

test('the tab keeps the server’s title after hydration, and follows each navigation', async ({ page }) => {
  await page.goto(LISTING);
  await expect(page.getByRole('heading', { level: 1, name: /3-ოთახიანი ბინა ვაკეში/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('იყიდება 3-საძინებლიანი ბინა, ვაკე, 120 მ², 285 000 $ · Realt');
  await page.getByRole('banner').getByRole('link', { name: 'იყიდება' }).first().click();
  await expect(page).toHaveTitle('იყიდება ბინები საქართველოში · Realt');
  await page.goBack();
  await expect(page).toHaveTitle('იყიდება 3-საძინებლიანი ბინა, ვაკე, 120 მ², 285 000 $ · Realt');
});

test('a listing asked for by its id alone names its own slug as its one address', async ({ page }) => {
  const response = await page.request.get('/realt/en/announcement/102');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const own = `${origin}/realt/en/announcement/3-otaxiani-bina-vakeshi-102`;
  expect(html).toContain(`<link rel="canonical" href="${own}" />`);
  expect(meta(html, 'og:url')).toBe(own);
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}${LISTING}" />`);
});

test('a catalogue page carries its breadcrumbs and a canonical with its filters', async ({ page }) => {
  const html = await (await page.request.get('/realt/catalog/rent?bedrooms=2')).text();
  expect(html).toContain(`<link rel="canonical" href="${origin}/realt/catalog/rent?bedrooms=2" />`);
  const [breadcrumbs] = jsonBlocks(html, 'application/ld+json');
  expect(breadcrumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([`${origin}/realt/`, `${origin}/realt/catalog/rent`]);
});

test('one address per page: tracking parameters, defaults and the trailing slash make no other canonical', async ({ page }) => {
  const canonicalOf = async (url: string) => {
    const html = await (await page.request.get(url)).text();
    // an attribute's & is written &amp;
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(meta(html, 'og:url')?.replaceAll('&amp;', '&'), url).toBe(canonical);
    return canonical;
  };
  expect(await canonicalOf('/realt/catalog/sell?adType=1&utm_source=facebook&fbclid=x&page=1')).toBe(`${origin}/realt/catalog/sell`);
  expect(await canonicalOf('/realt/catalog/sell?sort=price_asc&bedrooms=3,2&flatObjects=1&page=2&utm_medium=social')).toBe(
    `${origin}/realt/catalog/sell?flatObjects=1&bedrooms=2,3&page=2`,
  );
  expect(await canonicalOf('/realt')).toBe(`${origin}/realt/`);
  expect(await canonicalOf('/realt/?utm_source=telegram')).toBe(`${origin}/realt/`);

  // the catalogue's own links are written the same way: its first page is the bare path
  await page.goto('/realt/catalog/sell?page=2&adType=1');
  const pages = page.getByRole('navigation', { name: 'გვერდები' });
  await expect(pages.getByRole('link', { name: 'გვერდი 1' })).toHaveAttribute('href', '/realt/catalog/sell');
  await expect(pages.getByRole('link', { name: 'გვერდი 3' })).toHaveAttribute('href', '/realt/catalog/sell?page=3');
});

test('the main page is a WebSite whose search action leads into the catalogue', async ({ page }) => {
  const html = await (await page.request.get('/realt/')).text();
  const [site] = jsonBlocks(html, 'application/ld+json');
  expect(site).toMatchObject({ '@context': 'https://schema.org', '@type': 'WebSite', url: `${origin}/realt/`, potentialAction: { '@type': 'SearchAction' } });
  const target = String(site.potentialAction.target.urlTemplate).replace('{flatObjects}', '4');
  // the catalogue reads what the template sends: it is in the results page's own address
  const results = await (await page.request.get(target)).text();
  expect(results).toContain(`<link rel="canonical" href="${origin}/realt/catalog/sell?flatObjects=4" />`);
});

test('a user’s page is titled and described by the user and their active listings, before and after hydration', async ({ page }) => {
  const html = await (await page.request.get('/realt/user/23')).text();
  expect(html).toContain('<title>ლევან გელაშვილი · Realt</title>');
  expect(meta(html, 'description')).toMatch(/^მომხმარებელი ლევან გელაშვილი: \d+ აქტიური განცხადება — Realt$/);
  expect(meta(html, 'og:title')).toBe('ლევან გელაშვილი · Realt');
  expect(meta(html, 'og:image')).toBe(SHARE_IMAGE);
  await page.goto('/realt/user/23');
  await expect(page.getByRole('heading', { level: 1, name: 'ლევან გელაშვილი' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('ლევან გელაშვილი · Realt');
});

test('the share image of the main page and a catalogue is a PNG of the size the head states', async ({ page }) => {
  for (const url of ['/realt/', '/realt/catalog/rent']) {
    const html = await (await page.request.get(url)).text();
    const image = meta(html, 'og:image') ?? '';
    expect(image).toBe(SHARE_IMAGE);
    expect(meta(html, 'og:image:alt')).toBe(SHARE_IMAGE_ALT);
    expect(meta(html, 'twitter:image:alt')).toBe(SHARE_IMAGE_ALT);
    const response = await page.request.get(image);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // the IHDR chunk: width and height as 32-bit big-endian numbers
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([Number(meta(html, 'og:image:width')), Number(meta(html, 'og:image:height'))]);
  }
});

test('a link preview reads the main page and a listing as Facebook and Telegram do', async ({ page }) => {
  for (const [url, title] of [
    ['/realt/', 'Realt — უძრავი ქონების ყიდვა და ქირაობა საქართველოში'],
    [LISTING, 'იყიდება 3-საძინებლიანი ბინა, ვაკე, 120 მ², 285 000 $ · Realt'],
  ] as const) {
    const { result } = await ogs({ html: await (await page.request.get(url)).text() });
    expect(result.success, url).toBe(true);
    expect(result.ogTitle).toBe(title);
    expect(result.ogUrl).toBe(origin + url);
    expect(result.ogImage).toEqual([expect.objectContaining({ url: SHARE_IMAGE, width: '1200', height: '630', alt: SHARE_IMAGE_ALT })]);
    expect(result.twitterCard).toBe('summary_large_image');
    expect(result.twitterImage).toBeUndefined();
  }
});

test('a public page’s first paint waits for no stylesheet: all its CSS is in the page', async ({ page }) => {
  for (const url of ['/realt/', '/realt/en/catalog/sell', LISTING, '/realt/ru/no-such-page']) {
    const html = await (await page.request.get(url)).text();
    expect(html, url).toContain('<style>');
    expect(html, url).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
  }
});

test('the page’s headers: a strict CSP by hash with no per-response secret, nosniff, referrer policy, no framing, cacheable by any CDN', async ({ page }) => {
  const response = await page.request.get(LISTING);
  const headers = response.headers();
  const html = await response.text();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+' 'strict-dynamic';/);
  expect(policy).not.toMatch(/nonce|unsafe-inline/);
  expect(policy).toContain("frame-ancestors 'none'");
  // the one executable script is the page's own, allowed by its hash: it loads the app's code
  const scripts = [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)].map((found) => found[0]);
  expect(scripts).toEqual(['<script type="module">']);
  expect(html).not.toContain('nonce');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // read by no current browser, or restating its default: bytes of the first round trip spent on nothing
  expect(headers['x-permitted-cross-domain-policies']).toBeUndefined();
  expect(headers['x-dns-prefetch-control']).toBeUndefined();
  // frame-ancestors 'none' (above) is what keeps the page out of frames
  expect(headers['x-frame-options']).toBeUndefined();
  expect(headers['origin-agent-cluster']).toBeUndefined();
  expect(headers['x-xss-protection']).toBeUndefined();
  expect(headers['x-download-options']).toBeUndefined();
  // a tariff's frame and the no-photo map are classes: no style attribute to allow by its hash
  expect(html).not.toMatch(/ style="/);
  expect(policy).not.toContain("'unsafe-hashes'");
  expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400');
  expect(headers['surrogate-key']).toBe('realt listing-102 user-23');
  expect(headers['cache-tag']).toBe('realt,listing-102,user-23');

  // the same bytes and policy for the next visitor, and a 304 for a copy that is still right
  const again = await page.request.get(LISTING);
  expect(again.headers()['content-security-policy']).toBe(policy);
  expect(again.headers()['etag']).toBe(headers['etag']);
  expect((await page.request.get(LISTING, { headers: { 'If-None-Match': headers['etag'] ?? '' } })).status()).toBe(304);

  const script = /"entry":"(\/realt\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  expect(script).not.toBe('');
  const asset = await page.request.get(script, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
  // the build's own brotli copy, compressed once at its highest quality, not by the response
  expect(Number(asset.headers()['content-length'])).toBe(statSync(path.join(process.env.OUT_DIR ?? 'dist', `${script.replace('/realt/', '')}.br`)).size);
});

test('a private page is sent no-store, and its canonical carries no query (a sign-in link’s token stays out)', async ({ page }) => {
  const response = await page.request.get('/realt/auth/social-auth?token=secret-token-1&utm_source=mail');
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['etag']).toBeUndefined();
  const html = await response.text();
  expect(html).not.toContain('secret-token-1');
  expect(html).toContain(`<link rel="canonical" href="${origin}/realt/auth/social-auth" />`);
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
  const state = jsonBlocks(html, 'application/json').find((block) => 'queries' in block);
  const listing = state.queries.find((query: { queryKey: unknown[] }) => query.queryKey[1] === '/api/announcements/{slug}');
  expect(listing.data.result.title).toBe('<script>window.__xss=1</script> ბინა ვაკეში');
  const [structured] = jsonBlocks(html, 'application/ld+json');
  expect(structured.description).toContain('<img src=x onerror="window.__xss=1">');

  // YouTube's hosts only: the app's own code has a chunk named after it
  await page.route(/^https?:\/\/([^/]+\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com)\//, (route) => route.abort());
  await prefer(page, '**/api/announcements/*', 'example=hostile');
  await page.goto(LISTING);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<script>window.__xss=1</script> ბინა ვაკეში');
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});
