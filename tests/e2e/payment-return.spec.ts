import { expect, test } from './fixtures/test';

test.beforeEach(async ({ signIn }) => signIn('user'));

for (const [from, to] of [
  ['payment-success', '/realt/profile/apartments/my-apartments?succes=true'],
  ['my-apartments-payment-fail', '/realt/profile/apartments/my-apartments?succes=false'],
  ['payment-fail', '/realt/profile/advertisement/create-advertisement?succes=false'],
  ['payment-fail-edit/12', '/realt/profile/advertisement/edit-advertisement/12?succes=false'],
]) {
  test(`${from} returns to ${to}`, async ({ page }) => {
    await page.goto(`/realt/${from}`);
    await expect(page).toHaveURL((url) => url.pathname + url.search === to);
  });
}

test('a signed-out visitor coming back from the bank signs in first', async ({ page, context }) => {
  await context.clearCookies();
  await page.addInitScript(() => localStorage.removeItem('access-token'));
  await page.goto('/realt/payment-success');
  await expect(page).toHaveURL(/\/realt\/auth\/login$/);
});
