// The wallet's top-up, left for the bank's page and come back to with Back.
import config from '../../playwright.config';
import { expect, test } from './fixtures/test';

const WALLET = '/realt/profile/my-wallet';

// Back loads the wallet anew, as the browser does for a page it keeps no copy of (private pages
// are no-store): Chromium's back-forward cache, which may keep one, is off, whatever its version does
const launch = config.use?.launchOptions;
test.use({ launchOptions: { ...launch, args: [...(launch?.args ?? []), '--disable-back-forward-cache'] } });

test.beforeEach(async ({ signIn }) => signIn('user'));

test('back from the bank’s page, the amount typed is there again', async ({ page }) => {
  await page.route('https://ecommerce.ufc.ge/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>UFC</h1>' }));
  await page.goto(WALLET);
  await page.getByLabel('თანხა, ₾').fill('12,50');
  await page.evaluate(() => Reflect.set(window, 'leftForTheBank', true));
  await page.getByRole('button', { name: 'გადახდა' }).click();
  await expect(page.getByRole('heading', { name: 'UFC' })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('თანხა, ₾')).toHaveValue('12,50');
  expect(await page.evaluate(() => Reflect.get(window, 'leftForTheBank')), 'a page loaded anew').toBeUndefined();
  // and it tops up that amount again
  const order = page.waitForRequest('**/api/wallet/top-up');
  await page.getByRole('button', { name: 'გადახდა' }).click();
  expect((await order).postDataJSON()).toMatchObject({ amount: 12.5 });
});
