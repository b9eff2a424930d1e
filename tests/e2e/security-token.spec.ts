// The token goes only to the app's own API: not to the YouTube embed, not to an external
// link. Every request of a signed-in session is recorded; anything off this machine gets an empty
// answer so nothing leaves it.
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures/test';

const TOKEN = '7|e2e-test-token-0123456789';

test('only same-origin API calls carry the token, through a video and an external link', async ({ page, context, signIn, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn('user');

  await page.goto('/realt/announcement/3-otaxiani-bina-vakeshi-102');
  await page.getByRole('button', { name: /ვიდეოს ჩართვა/ }).click();
  await expect(page.locator('iframe[title="განცხადების ვიდეო"]')).toBeVisible();
  await expect.poll(() => requests.some((request) => request.url().startsWith('https://www.youtube-nocookie.com/'))).toBe(true);

  const popup = context.waitForEvent('page');
  // the footer's: a signed-in header keeps the external links for a window of 1920 px or more
  await page.getByRole('contentinfo').getByRole('link', { name: /ენციკლოპედია/ }).click();
  await (await popup).waitForLoadState();
  expect(requests.some((request) => request.url().startsWith('https://ka.wikipedia.org/'))).toBe(true);

  const withToken = requests.filter((request) => request.headers()['authorization']);
  expect(withToken.length).toBeGreaterThan(0);
  for (const request of withToken) {
    const url = new URL(request.url());
    expect(url.origin, request.url()).toBe(origin);
    expect(url.pathname, request.url()).toMatch(/^\/(api|client-api|admin-api)\//);
    expect(request.headers()['authorization']).toBe(`Bearer ${TOKEN}`);
  }
  // nor does the token travel in an address
  expect(requests.filter((request) => request.url().includes('e2e-test-token'))).toEqual([]);
});
