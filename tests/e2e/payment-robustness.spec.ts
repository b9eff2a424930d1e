// Payments when things go a little wrong: a page shown again from the back-forward cache, a check
// that cannot reach the server, a bank's return that names nothing to check.
import type { Locator, Page } from '@playwright/test';
import { expect, prefer, SERVICES_RUN, test } from './fixtures/test';

const WALLET = '/realt/profile/my-wallet';
const BANK = 'https://ecommerce.ufc.ge/**';
const LISTING_110 = '**/client-api/announcements/110/ge';
const SUCCESS = 'გადახდა წარმატებით შესრულდა';

// the bank's return for listing 110 and a VIP of 10 days
const bought = `listing=110&tariffs=${encodeURIComponent(JSON.stringify({ days: { vip: '10' }, telegram: false }))}`;

test.beforeEach(async ({ signIn }) => signIn('user'));

/** Presses `pay` and waits for the browser to leave for the bank, which never answers: the page stays, as it was left. */
async function leaveForTheBank(page: Page, pay: Locator) {
  await page.route(BANK, (route) => route.abort('aborted'));
  const bank = page.waitForRequest((request) => request.url().startsWith('https://ecommerce.ufc.ge/'));
  await pay.click();
  await bank;
  await expect(pay).toHaveAttribute('aria-busy', 'true');
}

/** Back from the bank, as a browser shows a page it kept in its back-forward cache (Safari does for these). */
const shownFromTheCache = (page: Page) => page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));

test('the wallet shown again from the back-forward cache: its Pay button works again, the amount as typed', async ({ page }) => {
  await page.goto(WALLET);
  const amount = page.getByLabel('თანხა, ₾');
  await amount.fill('12,50');
  const pay = page.getByRole('button', { name: 'გადახდა' });
  await leaveForTheBank(page, pay);

  await shownFromTheCache(page);
  await expect(pay).toBeEnabled();
  await expect(pay).not.toHaveAttribute('aria-busy');
  await expect(amount).toHaveValue('12,50');
  const again = page.waitForRequest('**/api/wallet/top-up');
  await pay.click();
  expect((await again).postDataJSON()).toMatchObject({ amount: 12.5 });
});

test('a tariff paid by card, its page shown again from the back-forward cache: the Pay button works again, the choice kept', async ({ page }) => {
  await prefer(page, LISTING_110, 'example=created');
  await page.goto(`/realt/my-apartments-payment-fail?${bought}`);
  await page.getByRole('alert').filter({ hasText: 'გადახდა ვერ შესრულდა' }).getByRole('button', { name: 'თავიდან გადახდა' }).click();
  const dialog = page.getByRole('dialog', { name: 'ტარიფის შეცვლა' });
  await dialog.getByRole('radio', { name: /ბარათით/ }).check();
  const pay = dialog.getByRole('button', { name: /^გადახდა/ });
  await leaveForTheBank(page, pay);

  await shownFromTheCache(page);
  await expect(pay).toBeEnabled();
  await expect(pay).not.toHaveAttribute('aria-busy');
  await expect(dialog.getByLabel('VIP: დღეების რაოდენობა')).toHaveValue('10');
  const again = page.waitForRequest('**/api/order');
  await pay.click();
  expect((await again).postDataJSON()).toMatchObject({ basket: { announcements: [{ announcement_id: 110, tariff: 'vip', days: 10 }], with_balance: 0 } });
});

test('my listings: a check that cannot reach the server says the connection failed, not the bank, and checks again as asked', async ({ page }) => {
  await page.clock.install({ time: SERVICES_RUN });
  // listing 110 runs nothing yet
  await prefer(page, LISTING_110, 'example=created');
  await page.goto(`/realt/payment-success?${bought}`);
  await expect(page.getByRole('status').filter({ hasText: 'ველოდებით ბანკის დადასტურებას' })).toBeVisible();

  // the connection drops before the next check
  await page.route(LISTING_110, (route) => route.abort());
  const lost = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/client-api/announcements/110/ge'));
  await page.clock.runFor(5_000);
  await lost;
  const failed = page.getByRole('status').filter({ hasText: 'გადახდის შემოწმება ვერ მოხერხდა' });
  await expect(failed).toContainText('სერვერთან კავშირი ვერ დამყარდა');
  await expect(page.getByText('ბანკს გადახდა ჯერ არ დაუდასტურებია')).toHaveCount(0);

  // back online, where the bank has confirmed: the listing runs its VIP
  await page.unroute(LISTING_110);
  await failed.getByRole('button', { name: 'ხელახლა შემოწმება' }).click();
  await expect(page.getByRole('dialog', { name: SUCCESS })).toBeVisible();
});

test('my listings: a check the server fails is told by the server-error dialog, and the banner claims no lost connection', async ({ page }) => {
  await page.clock.install();
  await prefer(page, LISTING_110, 'example=created');
  await page.goto(`/realt/payment-success?${bought}`);
  await expect(page.getByRole('status').filter({ hasText: 'ველოდებით ბანკის დადასტურებას' })).toBeVisible();

  await prefer(page, LISTING_110, 'code=500');
  const failedAnswer = page.waitForResponse((response) => response.url().endsWith('/client-api/announcements/110/ge') && response.status() === 500);
  await page.clock.runFor(5_000);
  await failedAnswer;
  const dialog = page.getByRole('alertdialog', { name: '500 სერვერის შეცდომა' });
  await dialog.getByRole('button', { name: 'დახურვა', exact: true }).last().click();
  await expect(page.getByRole('status').filter({ hasText: 'ბანკს გადახდა ჯერ არ დაუდასტურებია' }).getByRole('button', { name: 'ხელახლა შემოწმება' })).toBeVisible();
  await expect(page.getByText('სერვერთან კავშირი ვერ დამყარდა')).toHaveCount(0);
});

test('the wallet in English: a check that cannot reach the server says the connection failed and checks again as asked', async ({ page }) => {
  // days after the history's last card top-up
  await page.clock.install({ time: new Date('2026-11-29T08:00:00Z') });
  const HISTORY = '**/client-api/wallet/transactions?page=1';
  await page.route(HISTORY, (route) => route.abort());
  await page.goto('/realt/en/profile/my-wallet?succes=true');
  const failed = page.getByRole('status').filter({ hasText: 'Could not check the payment' });
  await expect(failed).toContainText('The connection to the server failed');
  await expect(page.getByText('The bank has not confirmed the payment yet')).toHaveCount(0);

  await page.unroute(HISTORY);
  const asked = page.waitForResponse((response) => response.url().endsWith('/client-api/wallet/transactions?page=1'));
  await failed.getByRole('button', { name: 'Check again' }).click();
  await asked;
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for the bank to confirm' })).toBeVisible();
});

test('a bank’s return naming no listing waits for nothing: it says where a confirmed payment shows, in Russian too', async ({ page }) => {
  await page.clock.install();
  for (const [address, title, text] of [
    ['/realt/payment-success', 'ბარათით გადახდა', 'გამოჩნდება თქვენი განცხადებების ტარიფებში'],
    ['/realt/ru/payment-success', 'Оплата картой', 'появятся в тарифах ваших объявлений'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('article')).toHaveCount(6);
    const note = page.getByRole('status').filter({ hasText: title });
    await expect(note).toContainText(text);
    // two minutes on, nothing has been waited for
    await page.clock.runFor(130_000);
    await expect(note).toBeVisible();
    await expect(note.getByRole('button', { name: /ხელახლა|ещё раз/ })).toHaveCount(0);
    await expect(page.getByText(/ველოდებით ბანკის|Ждём подтверждения/)).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Закрыть уведомление' }).click();
  await expect(page).toHaveURL('/realt/ru/profile/apartments/my-apartments');
});

test('closing the payment’s dialog takes only the payment out of the page’s history entry: its scroll position’s name stays', async ({ page }) => {
  await page.goto('/realt/profile/apartments/my-apartments?succes=true');
  await expect(page.getByRole('article')).toHaveCount(6);
  const scrollName = () => page.evaluate((): unknown => Reflect.get(Object(window.history.state), 'scroll'));
  await expect.poll(scrollName).toEqual(expect.any(String));
  const named = await scrollName();

  // a wallet payment's own answer rides in the same entry
  await page.evaluate(() => window.history.replaceState({ ...window.history.state, paid: 'wallet' }, ''));
  const done = page.getByRole('dialog', { name: SUCCESS });
  await done.getByRole('button', { name: 'კარგი' }).click();
  await expect(done).toBeHidden();
  await expect(page).toHaveURL((url) => url.search === '');
  expect(await page.evaluate(() => window.history.state)).toEqual({ scroll: named });
});
