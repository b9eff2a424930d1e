import { expect, prefer, test } from './fixtures/test';
import { checkScreen } from './fixtures/screenshots';

test("a user's page shows the name, photo and active listings", async ({ page }) => {
  await page.goto('/realt/user/23');
  await expect(page.getByRole('heading', { level: 1, name: 'ლევან გელაშვილი' })).toBeVisible();
  const listings = page.getByRole('region', { name: 'აქტიური განცხადებები' });
  await expect(listings.getByRole('article').first()).toBeVisible();
  const count = await listings.getByRole('article').count();
  await expect(page.getByText(`${count} აქტიური განცხადება`)).toBeVisible();
  await checkScreen(page, 'public-user');

  const phone = page.waitForRequest('**/client-api/show-phone');
  await page.getByRole('button', { name: 'ნომრის ჩვენება' }).click();
  expect((await phone).postDataJSON()).toEqual({ id: 23, profile: 1 });
  await expect(page.getByRole('link', { name: /\+995 593 214-587/ })).toBeVisible();

  await listings.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/realt\/announcement\//);
});

test('the advertiser block of a listing leads to the public page', async ({ page }) => {
  await page.goto('/realt/announcement/3-otaxiani-bina-vakeshi-102');
  await page.getByRole('link', { name: /ლევან გელაშვილი/ }).click();
  await expect(page).toHaveURL(/\/realt\/user\/23$/);
});

test('an unknown or malformed user id shows a not-found state', async ({ page }) => {
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/users/')) asked += 1;
  });
  // an id outside the contract's pattern is no page at all: the not-found page, without asking
  const response = await page.goto('/realt/user/abc');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'გვერდი ვერ მოიძებნა' })).toBeVisible();
  expect(asked).toBe(0);

  await prefer(page, '**/api/users/*', 'code=404');
  await page.goto('/realt/user/999');
  await expect(page.getByRole('heading', { name: 'მომხმარებელი ვერ მოიძებნა' })).toBeVisible();
});
