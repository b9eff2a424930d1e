// The desktop console's renderer, served exactly as Electron's realt:// protocol handler serves it:
// the same createAppHandler (bundle, history fallback, CSP, API forwarding) inside a small Node
// HTTP server, so the moderators' boot into /realt/admin, deep links, reloads and the API's images
// are proven in Chromium without an Electron binary.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { contentSecurityPolicy } from '../../desktop/csp';
import { createAppHandler } from '../../desktop/protocol';
import { checkScreen } from './fixtures/screenshots';
import { expect, test } from './fixtures/test';
import type { Page } from '@playwright/test';

const port = Number(process.env.DESKTOP_PORT ?? 4152);
const origin = `http://localhost:${port}`;
// the API origin is the Prism mock here, https://api.realt.ge in the packaged app
const apiOrigin = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;
const csp = contentSecurityPolicy(apiOrigin);
// a photo as the API stores it: a path on the API host outside the bundle (not /realt/demo)
const storedPhoto = '/storage/announcements/130/main.svg';
// every URL the handler sent on to the API origin
const forwarded: string[] = [];
/** The API host: Prism answers the calls, and the stored photo stands in for the API's files. */
async function apiHost(url: string, init: RequestInit): Promise<Response> {
  forwarded.push(url);
  if (new URL(url).pathname !== storedPhoto) return fetch(url, init);
  return new Response(await readFile('public/demo/flat-4.svg'), { headers: { 'Content-Type': 'image/svg+xml' } });
}
const handle = createAppHandler({ root: path.resolve(process.env.OUT_DIR ?? 'dist'), apiOrigin, csp, fetch: apiHost });

async function toRequest(req: http.IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // like Chromium, `new URL` resolves ../ before the handler sees the path
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}

const server = http.createServer(async (req, res) => {
  try {
    const response = await handle(await toRequest(req));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch {
    // the handler rejects when the API cannot be reached: a network error, as in Electron
    res.destroy();
  }
});

/** A raw GET, so that ../ reaches the server as typed instead of being resolved by the client. */
function rawGet(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: 'localhost', port, path: pathname }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Collects every CSP violation the page reports, from the DOM event and from the console. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** A stand-in for what desktop/preload.ts exposes; the counts the page reported are returned by `reportedCounts`. */
async function standInBridge(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const counts: number[] = [];
    Object.assign(window, { reportedCounts: counts, realtDesktop: { isDesktop: true, setModerationCount: (n: number) => counts.push(n), setLanguage: () => {} } });
  });
  return () => page.evaluate(() => (window as unknown as { reportedCounts: number[] }).reportedCounts);
}

// one server on one port: the tests of this file run one after another in a single worker
test.describe.configure({ mode: 'default' });
test.use({ baseURL: origin });
test.beforeAll(() => new Promise<void>((resolve) => server.listen(port, 'localhost', resolve)));
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a signed-out moderator opening the console lands on the admin login, under the CSP', async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/realt/admin');
  expect(response?.headers()['content-security-policy']).toBe(csp);
  await expect(page).toHaveURL(`${origin}/realt/auth/admin-login`);
  await expect(page.getByRole('heading', { level: 1, name: 'ადმინისტრატორის შესვლა' })).toBeVisible();
  // fonts.ready (awaited by the screen check) settles before a lazily loaded face is even requested
  await page.evaluate(() => document.fonts.load('700 16px "Noto Sans Georgian"', 'ა'));
  await checkScreen(page, 'desktop-admin-login');
  expect(violations).toEqual([]);
});

test('a signed-in admin boots into the console, and a deep link survives a reload', async ({ page, signIn }) => {
  const violations = await watchCsp(page);
  await signIn('admin');
  const session = page.waitForResponse((response) => response.url() === `${origin}/api/get-authenticated-user`);
  await page.goto('/realt/admin');
  // the API call went to the app's own origin and the handler forwarded it to the API
  expect((await session).status()).toBe(200);
  await expect(page).toHaveURL(`${origin}/realt/admin/users`);
  await expect(page.getByRole('heading', { level: 1, name: 'მომხმარებლები' })).toBeVisible();

  await page.goto('/realt/admin/advertisements');
  await expect(page.getByRole('heading', { level: 1, name: 'განცხადებები' })).toBeVisible();
  const reload = await page.reload();
  expect(reload?.headers()['content-security-policy']).toBe(csp);
  expect(reload?.headers()['content-type']).toBe('text/html; charset=utf-8');
  await expect(page).toHaveURL(`${origin}/realt/admin/advertisements`);
  await expect(page.getByRole('heading', { level: 1, name: 'განცხადებები' })).toBeVisible();
  await checkScreen(page, 'desktop-admin-advertisements');
  expect(violations).toEqual([]);
});

test('the moderation queue reports its count to the desktop bridge', async ({ page, signIn }) => {
  await signIn('moderator');
  const reportedCounts = await standInBridge(page);
  const queue = page.waitForResponse((response) => new URL(response.url()).pathname === '/admin-api/announcements');
  await page.goto('/realt/admin/advertisements');
  const answer = await queue;
  // forwarded from the API, served from the app's origin: never sniffed into another type
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  const { result } = await answer.json();
  await expect.poll(reportedCounts).toContain(result.total);
});

test('the console asks for the waiting count every minute, so new listings reach the shell unasked', async ({ page, signIn }) => {
  await signIn('moderator');
  await page.clock.install();
  const reportedCounts = await standInBridge(page);
  // listings that arrive while the moderator looks elsewhere
  let arrived = 0;
  await page.route('**/admin-api/announcements?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.result.total += arrived;
    await route.fulfill({ response, json: body });
  });
  const queue = page.waitForResponse((response) => new URL(response.url()).pathname === '/admin-api/announcements');
  await page.goto('/realt/admin/advertisements');
  const { result } = await (await queue).json();
  await expect.poll(reportedCounts).toEqual([result.total]);
  arrived = 2;
  await page.clock.runFor(60_000);
  await expect.poll(reportedCounts).toEqual([result.total, result.total + 2]);
});

test('signing out of the console leads to the admin login and clears the count', async ({ page, signIn }) => {
  await signIn('moderator');
  const reportedCounts = await standInBridge(page);
  await page.goto('/realt/admin/advertisements');
  await expect.poll(async () => (await reportedCounts()).length).toBeGreaterThan(0);
  expect((await reportedCounts()).at(-1)).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('button', { name: 'გასვლა' }).click();
  await expect(page).toHaveURL(`${origin}/realt/auth/admin-login`);
  await expect(page.getByRole('heading', { level: 1, name: 'ადმინისტრატორის შესვლა' })).toBeVisible();
  expect((await reportedCounts()).at(-1)).toBe(0);
});

test('a listing photo stored on the API host is forwarded by the console and shows in the moderation panel', async ({ page, signIn }) => {
  await signIn('moderator');
  // the queue's first listing gets its main photo from the API host, as from the real API
  await page.route('**/admin-api/announcements?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.result.data[0].main_photo = { image: storedPhoto, description: 7 };
    await route.fulfill({ response, json: body });
  });
  const photo = page.waitForResponse((response) => new URL(response.url()).pathname === storedPhoto);
  await page.goto('/realt/admin/advertisements');
  const answer = await photo;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/svg+xml');
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(forwarded).toContain(`${apiOrigin}${storedPhoto}`);
  // the first listing opens in the panel, its main photo large
  const shown = page.getByRole('img', { name: 'ფოტო 1: მისაღები ოთახი' });
  await expect(shown).toHaveAttribute('src', storedPhoto);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test('assets keep their MIME types, a missing asset is a 404, and nothing outside the bundle is served', async ({ request }) => {
  const html = await (await request.get('/realt/')).text();
  const script = html.match(/src="(\/realt\/assets\/[^"]+\.js)"/)?.[1];
  const style = html.match(/href="(\/realt\/assets\/[^"]+\.css)"/)?.[1];
  expect(script && style).toBeTruthy();
  const js = await request.get(script!);
  expect(js.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(js.headers()['x-content-type-options']).toBe('nosniff');
  expect((await request.get(style!)).headers()['content-type']).toBe('text/css; charset=utf-8');
  expect((await request.get('/realt/assets/missing.js')).status()).toBe(404);

  for (const attempt of ['/realt/../package.json', '/realt/%2e%2e/package.json', '/realt/..%2fpackage.json', '/realt/..%5cpackage.json', '/package.json']) {
    const { status, body } = await rawGet(attempt);
    expect(status, attempt).toBe(404);
    expect(body, attempt).not.toContain('"name": "realt"');
  }
});
