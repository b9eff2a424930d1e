// A card-payment link (tariff order, wallet top-up) is followed only to an allowed bank origin
// over https, and the bank's return URLs point back at this site.
import type { Page } from '@playwright/test';
import { expect, prefer, test } from './fixtures/test';

const PLAIN = '2-ოთახიანი ბინა საბურთალოზე, მეტროსთან ახლოს'; // 103, active, no services

/** Opens the owner's tariff dialog of a listing and picks Super VIP paid by card. */
async function superVipByCard(page: Page) {
  await page.goto('/realt/profile/apartments/my-apartments');
  await page.getByRole('button', { name: `მოქმედებები: ${PLAIN}` }).click();
  await page.getByRole('button', { name: 'ტარიფის შეცვლა', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'ტარიფის შეცვლა' });
  await dialog.getByRole('checkbox', { name: /სუპერ VIP/ }).check();
  await dialog.getByRole('radio', { name: /ბარათით/ }).check();
  return dialog;
}

test('a javascript: payment link is refused with a message; the return URLs are this site', async ({ page, signIn, baseURL }) => {
  await signIn('user');
  await prefer(page, '**/api/order', 'example=unsafeLink');
  const dialog = await superVipByCard(page);

  const order = page.waitForRequest('**/api/order');
  await dialog.getByRole('button', { name: /გადახდა/ }).click();
  const body = (await order).postDataJSON();
  expect(body.basket.with_balance).toBe(0);
  const origin = new URL(baseURL ?? '').origin;
  const purchase = { listing: '103', tariffs: JSON.stringify({ days: { super_vip: '7' }, telegram: false }) };
  const success = new URL(body.return_url_success);
  expect(success.origin + success.pathname).toBe(`${origin}/realt/payment-success`);
  expect(Object.fromEntries(success.searchParams)).toEqual(purchase);
  const fail = new URL(body.return_url_fail);
  expect(fail.origin + fail.pathname).toBe(`${origin}/realt/my-apartments-payment-fail`);
  expect(Object.fromEntries(fail.searchParams)).toEqual(purchase);

  await expect(page.getByRole('alert').filter({ hasText: 'ბანკის გვერდის მისამართი არასანდოა' })).toBeVisible();
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
  // nothing is left busy: the user may try again
  await expect(dialog.getByRole('button', { name: /გადახდა/ })).toBeEnabled();
});

const FOREIGN = 'https://ecommerce.ufc.ge.pay-here.example/ecomm2/ClientHandler?trans_id=abc';

/**
 * Answers `url` with the mock's own card-payment answer (`example`, if named), its bank swapped for
 * another site; tells whether the browser ever asked that site for a page.
 */
async function foreignPaymentLink(page: Page, url: string, example?: string): Promise<() => boolean> {
  let opened = false;
  await page.route('https://ecommerce.ufc.ge.pay-here.example/**', (route) => {
    opened = true;
    return route.fulfill({ contentType: 'text/html', body: '<h1>not the bank</h1>' });
  });
  await page.route(url, async (route) => {
    const headers = { ...route.request().headers(), ...(example ? { prefer: `example=${example}` } : {}) };
    const response = await route.fetch({ headers });
    const body = await response.json();
    await route.fulfill({ status: response.status(), json: { ...body, result: { link: FOREIGN } } });
  });
  return () => opened;
}

test('a tariff payment link to a foreign origin is refused and nothing is opened', async ({ page, signIn }) => {
  await signIn('user');
  const opened = await foreignPaymentLink(page, '**/api/order', 'cardLink');
  const dialog = await superVipByCard(page);
  await dialog.getByRole('button', { name: /გადახდა/ }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'ბანკის გვერდის მისამართი არასანდოა' })).toBeVisible();
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
  await expect(dialog.getByRole('button', { name: /გადახდა/ })).toBeEnabled();
  expect(opened()).toBe(false);
});

test('a wallet top-up link to a foreign origin is refused and nothing is opened', async ({ page, signIn }) => {
  await signIn('user');
  const opened = await foreignPaymentLink(page, '**/api/wallet/top-up');
  await page.goto('/realt/profile/my-wallet');
  await page.getByLabel('თანხა, ₾').fill('50');
  await page.getByRole('button', { name: 'გადახდა' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'ბანკის გადახდის ბმული დაუცველია' })).toBeVisible();
  await expect(page).toHaveURL(/\/realt\/profile\/my-wallet$/);
  await expect(page.getByRole('button', { name: 'გადახდა' })).toBeEnabled();
  expect(opened()).toBe(false);
});
