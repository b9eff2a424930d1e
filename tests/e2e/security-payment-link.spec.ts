// The card-payment link from POST /api/order is followed only when it is an https: URL, and the
// bank's return URLs point back at this site (issue 9).
import { expect, prefer, test } from './fixtures/test';

const PLAIN = '2-ოთახიანი ბინა საბურთალოზე, მეტროსთან ახლოს'; // 103, active, no services

test('a javascript: payment link is refused with a message; the return URLs are this site', async ({ page, signIn, baseURL }) => {
  await signIn('user');
  await prefer(page, '**/api/order', 'example=unsafeLink');
  await page.goto('/realt/profile/apartments/my-apartments');
  await page.getByRole('button', { name: `მოქმედებები: ${PLAIN}` }).click();
  await page.getByRole('button', { name: 'ტარიფის შეცვლა', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'ტარიფის შეცვლა' });
  await dialog.getByRole('checkbox', { name: /სუპერ VIP/ }).check();
  await dialog.getByRole('radio', { name: /ბარათით/ }).check();

  const order = page.waitForRequest('**/api/order');
  await dialog.getByRole('button', { name: /გადახდა/ }).click();
  const body = (await order).postDataJSON();
  expect(body.basket.with_balance).toBe(0);
  const origin = new URL(baseURL ?? '').origin;
  expect(body.return_url_success).toBe(`${origin}/realt/payment-success`);
  expect(body.return_url_fail).toBe(`${origin}/realt/my-apartments-payment-fail`);

  await expect(page.getByRole('alert').filter({ hasText: 'ბანკის გვერდის მისამართი არასანდოა' })).toBeVisible();
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
  // nothing is left busy: the user may try again
  await expect(dialog.getByRole('button', { name: /გადახდა/ })).toBeEnabled();
});
