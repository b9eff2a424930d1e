// The social sign-in return route: `?token=` is stored and the visitor continues like after
// a login.
import { screenshots } from './fixtures/screenshots';
import { expect, prefer, test } from './fixtures/test';

test('stores the token from the address and lands on my apartments', async ({ page }) => {
  const userCall = page.waitForRequest('**/api/get-authenticated-user');
  await page.goto('/realt/auth/social-auth?token=9%7CsocialProviderToken0123456789');
  expect((await userCall).headers()['authorization']).toBe('Bearer 9|socialProviderToken0123456789');
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBe('9|socialProviderToken0123456789');
});

test('continues to the create page when a guest draft waits', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('guest-draft-listing', '{}'));
  await page.goto('/realt/auth/social-auth?token=9%7CsocialProviderToken0123456789');
  await expect(page).toHaveURL(/\/realt\/profile\/advertisement\/create-advertisement$/);
});

test('without a token it explains and links back to login', async ({ page }) => {
  await page.goto('/realt/auth/social-auth');
  await expect(page.getByRole('heading', { level: 1, name: 'სოციალური ქსელით შესვლა' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('სოციალური ქსელიდან შესვლის მონაცემი ვერ მივიღეთ. სცადეთ თავიდან.');
  await screenshots(page, 'auth-social-auth');
  await page.getByRole('link', { name: 'შესვლაზე დაბრუნება' }).click();
  await expect(page).toHaveURL(/\/realt\/auth\/login$/);
});

test('a token the server refuses is dropped and taken out of the address', async ({ page }) => {
  await prefer(page, '**/api/get-authenticated-user', 'code=401');
  await page.goto('/realt/auth/social-auth?token=expired-token-0123456789');
  await expect(page.getByRole('alert')).toContainText('შესვლა ვერ დადასტურდა');
  await expect(page).toHaveURL(/\/realt\/auth\/social-auth$/);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
});
