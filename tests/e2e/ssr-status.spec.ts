// HTTP statuses of server-rendered pages, and a page served while the API is down.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, prefer, test } from './fixtures/test';

const LISTING = '/realt/announcement/3-otaxiani-bina-vakeshi-102';
const TITLE = '3-ოთახიანი ბინა ვაკეში, ახალ აშენებულ კორპუსში';

test('/realt answers the main page itself, with no redirect', async ({ page }) => {
  const response = await page.request.get('/realt', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<main id="main"');
});

test('a public page asked for with a trailing slash or capitals is moved for good to its one address, its query kept', async ({ page }) => {
  for (const [asked, own] of [
    ['/realt/catalog/sell/?bedrooms=2', '/realt/catalog/sell?bedrooms=2'],
    ['/realt/en/Catalog/Rent', '/realt/en/catalog/rent'],
    [`${LISTING}/`, LISTING],
  ] as const) {
    const response = await page.request.get(asked, { maxRedirects: 0 });
    expect({ asked, status: response.status(), location: response.headers().location }).toEqual({ asked, status: 301, location: own });
    // kept by a shared cache as the page is, never by a browser for good
    expect(response.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
  }
  await page.goto('/realt/ru/catalog/sell/?bedrooms=2');
  await expect(page).toHaveURL(/\/realt\/ru\/catalog\/sell\?bedrooms=2$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path is a 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/realt/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'გვერდი ვერ მოიძებნა' })).toBeVisible();
});

test('a listing the API does not know is a 404, and the browser tells it too', async ({ page }) => {
  const direct = await page.request.get(LISTING, { headers: { Prefer: 'code=404' } });
  expect(direct.status()).toBe(404);
  expect(await direct.text()).toContain('გვერდი ვერ მოიძებნა');

  await prefer(page, '**/api/announcements/*', 'code=404');
  const response = await page.goto(LISTING);
  expect(response?.status()).toBe(404);
  // the browser renders the listing route itself, which says the same in its own words, as the
  // page's heading and in the tab's title
  await expect(page.getByRole('heading', { level: 1, name: 'განცხადება ვერ მოიძებნა' })).toBeVisible();
  await expect(page).toHaveTitle(/^გვერდი ვერ მოიძებნა · /);
});

test('on a listing the API does not know, the browser’s own render answers every tap', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await prefer(page, '**/api/announcements/*', 'code=404');
  await page.goto(LISTING);
  await expect(page.getByRole('heading', { name: 'განცხადება ვერ მოიძებნა' })).toBeVisible();
  // a button the server rendered, which the app's code answers once it has rendered the page
  await page.getByRole('button', { name: 'მენიუ' }).click();
  await expect(page.getByRole('navigation', { name: 'მენიუ' }).getByRole('link', { name: 'იყიდება' })).toBeVisible();
});

test('an id or slug that breaks the contract’s pattern is a 404 with the not-found page, the browser agreeing', async ({ page }) => {
  for (const address of ['/realt/user/abc', '/realt/user/-1', '/realt/user/1.5', '/realt/announcement/ABC-102']) {
    const response = await page.request.get(address);
    expect(response.status(), address).toBe(404);
    expect(await response.text()).toContain('<title>გვერდი ვერ მოიძებნა · Realt</title>');
  }
  const response = await page.goto('/realt/user/abc');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'გვერდი ვერ მოიძებნა' })).toBeVisible();
});

test('a listing the API refuses to look up (422) is a 404', async ({ page }) => {
  const response = await page.request.get(LISTING, { headers: { Prefer: 'code=422' } });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('გვერდი ვერ მოიძებნა');
});

test('an address with a broken escape is a 400 page in Georgian, never a JSON error', async ({ page }) => {
  const response = await page.request.get('/realt/announcement/%E0%A4%A');
  expect(response.status()).toBe(400);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await response.text()).toContain('<html lang="ka">');
  await page.goto('/realt/announcement/%E0%A4%A');
  await expect(page.getByRole('heading', { level: 1, name: 'გვერდი ვერ მოიძებნა' })).toBeVisible();
  await expect(page.getByRole('link', { name: /მთავარ/ }).first()).toBeVisible();
});

test('an address with a broken escape under /realt/en/ is the 400 page in English, kept by no cache', async ({ page }) => {
  const response = await page.request.get('/realt/en/announcement/%E0%A4%A');
  expect(response.status()).toBe(400);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.text()).toContain('<html lang="en">');
  await page.goto('/realt/en/announcement/%E0%A4%A');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a page answers GET and HEAD only: another method is a 405 with Allow, and no error is kept by a cache', async ({ page }) => {
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const response = await page.request.fetch('/realt/catalog/sell', { method, data: 'x=1' });
    expect(response.status(), method).toBe(405);
    expect(response.headers()['allow']).toBe('GET, HEAD');
    expect(response.headers()['cache-control']).toBe('no-store');
  }
  expect((await page.request.head('/realt/')).status()).toBe(200);
  const missing = await page.request.get('/realt/no-such-page');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
  expect(missing.headers()['cache-tag']).toBeUndefined();
});

test('dollar signs in a listing’s text reach every part of the page as written', async ({ page }) => {
  const TEXT = "ბინა 85000$ ვაკეში $& $` $' $$";
  const response = await page.request.get(`${LISTING}?x=$\`$'$&`, { headers: { Prefer: 'example=dollars' } });
  const html = await response.text();
  // as HTML writes it: `&` and `'` escaped, every `$` as it is. The title is the listing's facts;
  // its author's description follows them in the Georgian page's description
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toMatch(/<meta property="og:description" content="[^"]*ფასი 85000\$, შეთავაზება \$&amp; \$` \$&#39; \$\$/);
  expect(html.match(/<div id="root">/g)).toHaveLength(1);
  expect(html.match(/<script type="module">/g)).toHaveLength(1);
  expect(html).not.toContain('<!--app-');
  const [listing] = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((found) => JSON.parse(found[1] ?? 'null'));
  expect(listing.name).toBe(TEXT);
  const state = JSON.parse(/<script type="application\/json" id="realt-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');
  expect(JSON.stringify(state)).toContain(JSON.stringify(TEXT).slice(1, -1));

  await prefer(page, '**/api/announcements/*', 'example=dollars');
  await page.goto(LISTING);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT);
  await expect(page).toHaveTitle(title.replace(/&#39;/g, "'").replace(/&amp;/g, '&'));
});

test('a route that leads elsewhere is a redirect from the server, with the search it carries', async ({ page }) => {
  const search = await page.request.get('/realt/catalog?adType=2&flatObjects=4', { maxRedirects: 0 });
  expect(search.status()).toBe(302);
  expect(search.headers()['location']).toBe('/realt/catalog/rent?flatObjects=4');
  const sale = await page.request.get('/realt/catalog?adType=1&flatObjects=', { maxRedirects: 0 });
  expect(sale.headers()['location']).toBe('/realt/catalog/sell');
  const auth = await page.request.get('/realt/auth', { maxRedirects: 0 });
  expect(auth.status()).toBe(302);
  expect(auth.headers()['location']).toBe('/realt/auth/login');
});

test('a private page is its skeleton: no user data in the server’s HTML', async ({ page }) => {
  const response = await page.request.get('/realt/profile/my-wallet');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const html = await response.text();
  expect(html).toContain('<div class="page skeleton skeleton--profile" aria-busy="true">');
  // the wallet's balance and the user's name, as the contract's examples give them
  for (const text of ['124.50', 'ნინო']) expect(html, text).not.toContain(text);
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A second production server whose API is unreachable; resolves with its origin. */
async function serverWithoutApi(): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.resolve(process.env.OUT_DIR ?? 'dist', 'server', 'main.js')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${await closedPort()}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (line: string) => {
      const found = /serving on (http:\/\/[^/\s]+)/.exec(line);
      if (found?.[1]) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { origin, child };
}

test('with the API down the page answers 503 for a crawler to come back, kept by no cache, and the browser fills in the data', async ({ page }) => {
  const { origin, child } = await serverWithoutApi();
  try {
    const response = await page.request.get(origin + LISTING);
    expect(response.status()).toBe(503);
    expect(response.headers()).toMatchObject({ 'retry-after': '5', 'cache-control': 'no-store' });
    expect(await response.text()).not.toContain(TITLE);

    // the browser reaches the API (the mock) when the server could not
    const mock = `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`;
    await page.route(`${origin}/api/**`, (route) => {
      const url = new URL(route.request().url());
      return route.continue({ url: mock + url.pathname + url.search });
    });
    await page.goto(origin + LISTING);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  } finally {
    child.kill('SIGTERM');
  }
});
