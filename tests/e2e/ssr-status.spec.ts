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
  // the browser renders the listing route itself, which says the same in its own words
  await expect(page.getByRole('heading', { name: 'განცხადება ვერ მოიძებნა' })).toBeVisible();
});

test('a route that leads elsewhere is a redirect from the server, with the search it carries', async ({ page }) => {
  const search = await page.request.get('/realt/catalog?adType=2&flatObjects=4', { maxRedirects: 0 });
  expect(search.status()).toBe(302);
  expect(search.headers()['location']).toBe('/realt/catalog/rent?adType=2&flatObjects=4');
  const sale = await page.request.get('/realt/catalog?adType=1&flatObjects=', { maxRedirects: 0 });
  expect(sale.headers()['location']).toBe('/realt/catalog/sell?adType=1');
  const auth = await page.request.get('/realt/auth', { maxRedirects: 0 });
  expect(auth.status()).toBe(302);
  expect(auth.headers()['location']).toBe('/realt/auth/login');
});

test('a private page is the client shell: no user data in the server’s HTML', async ({ page }) => {
  const response = await page.request.get('/realt/profile/my-wallet');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<div id="root"></div>');
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

test('with the API down the page still answers 200, and the browser fills in the data', async ({ page }) => {
  const { origin, child } = await serverWithoutApi();
  try {
    const response = await page.request.get(origin + LISTING);
    expect(response.status()).toBe(200);
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
