// Back from the bank, a payment the bank has not confirmed after two minutes of checks: the page
// says so, what will show it once the bank does, and checks again as asked.
import type { Locator, Page } from '@playwright/test';
import { expect, prefer, SERVICES_RUN, test } from './fixtures/test';

const LISTING_110 = '**/client-api/announcements/110/ge';
const WAITING = 'ველოდებით ბანკის დადასტურებას';
const UNCONFIRMED = 'ბანკს გადახდა ჯერ არ დაუდასტურებია';

// the bank's return for listing 110 and a VIP of 10 days
const bought = `listing=110&tariffs=${encodeURIComponent(JSON.stringify({ days: { vip: '10' }, telegram: false }))}`;

test.beforeEach(async ({ signIn }) => signIn('user'));

/** Counts the answers to `url`, from the page's first. */
function answersTo(page: Page, url: string): () => number {
  let answers = 0;
  page.on('response', (response) => {
    if (response.url().endsWith(url)) answers++;
  });
  return () => answers;
}

/** Runs the page's clock check by check, each waiting for its answer (a check due while one is under way would join it), until `shown` shows. */
async function checkUntil(page: Page, answers: () => number, shown: Locator) {
  while (!(await shown.isVisible())) {
    const before = answers();
    await page.clock.runFor(5_000);
    await expect.poll(async () => answers() > before || (await shown.isVisible())).toBe(true);
  }
}

test('my listings: after two minutes of checks the bank has not confirmed, the page says so and checks again as asked', async ({ page }) => {
  await page.clock.install({ time: SERVICES_RUN });
  // listing 110 runs nothing yet
  await prefer(page, LISTING_110, 'example=created');
  const answers = answersTo(page, '/client-api/announcements/110/ge');
  await page.goto(`/realt/payment-success?${bought}`);
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();

  const unconfirmed = page.getByRole('status').filter({ hasText: UNCONFIRMED });
  await checkUntil(page, answers, unconfirmed);
  // once every 5 seconds for two minutes
  expect(answers()).toBeGreaterThanOrEqual(24);
  await expect(unconfirmed).toContainText('შეძენილი სერვისები განცხადების ტარიფებში გამოჩნდება');
  await expect(page.getByText(WAITING)).toHaveCount(0);

  // a new round of checks: the wait again, until the bank confirms
  const before = answers();
  await unconfirmed.getByRole('button', { name: 'ხელახლა შემოწმება' }).click();
  await expect(page.getByRole('status').filter({ hasText: WAITING })).toBeVisible();
  await expect.poll(answers).toBeGreaterThan(before);
  await page.unroute(LISTING_110);
  await checkUntil(page, answers, page.getByRole('dialog', { name: 'გადახდა წარმატებით შესრულდა' }));
});

test('the wallet: a top-up the bank has not confirmed after two minutes of checks is said so in English, with the history to look at', async ({ page }) => {
  // days after the history's last card top-up
  await page.clock.install({ time: new Date('2026-11-29T08:00:00Z') });
  const answers = answersTo(page, '/client-api/wallet/transactions?page=1');
  await page.goto('/realt/en/profile/my-wallet?succes=true');
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for the bank to confirm' })).toBeVisible();

  const unconfirmed = page.getByRole('status').filter({ hasText: 'The bank has not confirmed the payment yet' });
  await checkUntil(page, answers, unconfirmed);
  expect(answers()).toBeGreaterThanOrEqual(24);
  await expect(unconfirmed).toContainText('the amount shows in your balance and in the history below');
  const before = answers();
  await unconfirmed.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for the bank to confirm' })).toBeVisible();
  await expect.poll(answers).toBeGreaterThan(before);
});
