// Server text is shown as text, never run (issue 9): listing titles, descriptions, addresses, user
// names and messages carrying <script>, <img onerror> and javascript: links come from the mock's
// `hostile` examples; each screen shows them literally and nothing executes.
import type { Page } from '@playwright/test';
import { expect, prefer, test } from './fixtures/test';

const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '<img src=x onerror="window.__xss=1">';
const LINK = '<a href="javascript:window.__xss=1">javascript:window.__xss=1</a>';

let dialogs: string[];

test.beforeEach(async ({ page }) => {
  dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // the hostile listing links a "video" that is no YouTube link; nothing may go online
  await page.route(/^https?:\/\/([^/]+\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com)\//, (route) => route.abort());
});

/** Nothing of the hostile text became markup or ran. */
async function expectInert(page: Page) {
  await expect(page.locator('main img[src="x"], main script, main a[href^="javascript:"], main iframe')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

test('the catalogue shows hostile titles and addresses as text', async ({ page }) => {
  await prefer(page, '**/api/catalog-announcements', 'example=hostile');
  await page.goto('/realt/catalog/sell');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByRole('heading')).toHaveText(`${SCRIPT} ბინა ვაკეში`);
  await expect(cards.first()).toContainText(IMG);
  await expect(cards.nth(1).getByRole('heading')).toHaveText(LINK);
  await expectInert(page);
});

test('a listing shows a hostile title, description, address and owner name as text', async ({ page }) => {
  await prefer(page, '**/api/announcements/*', 'example=hostile');
  await page.goto('/realt/announcement/3-otaxiani-bina-vakeshi-102');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${SCRIPT} ბინა ვაკეში`);
  await expect(page.locator('.listing__address')).toContainText(IMG);
  await expect(page.locator('.listing-description')).toHaveText(`${IMG} ${LINK}`);
  await expect(page.getByText(`${SCRIPT} გელაშვილი`)).toBeVisible();
  // a video link that is not YouTube's is not offered at all
  await expect(page.getByRole('button', { name: /ვიდეოს ჩართვა/ })).toHaveCount(0);
  await expectInert(page);
});

test('a public user page shows a hostile name as text', async ({ page }) => {
  await prefer(page, '**/api/users/*', 'example=hostile');
  await page.goto('/realt/user/23');
  await expect(page.getByText(`${SCRIPT} ${IMG}`)).toBeVisible();
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(LINK);
  await expectInert(page);
});

test('messages with hostile content are shown as text', async ({ page, signIn }) => {
  await signIn('user');
  await prefer(page, '**/client-api/messages/23', 'example=hostile');
  await page.goto('/realt/profile/my-messages');
  await page.getByRole('button', { name: /ლევან გელაშვილი/ }).click();
  const thread = page.getByRole('region', { name: 'საუბარი: ლევან გელაშვილი' });
  await expect(thread.getByRole('listitem')).toHaveCount(3);
  await expect(thread.getByText(SCRIPT, { exact: true })).toBeVisible();
  await expect(thread.getByText(IMG, { exact: true })).toBeVisible();
  await expect(thread.getByText(LINK, { exact: true })).toBeVisible();
  await expectInert(page);
});

test('the market shows a hostile district name as text, on the map’s tooltip too', async ({ page }) => {
  await prefer(page, '**/api/market/districts?*', 'example=hostile');
  await page.goto('/realt/en/market/sell');
  await expect(page.getByRole('heading', { level: 2, name: `${IMG}Vake` })).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of Tbilisi: districts by the median price of 1 m²' });
  // a pointer on the area (beside its marker, which covers its centre) opens its tooltip
  await map.locator('path.geo-map__region').first().dispatchEvent('mouseover');
  const tooltip = page.locator('.leaflet-tooltip');
  await expect(tooltip).toContainText(`${IMG}Vake`);
  await expect(tooltip.locator('img')).toHaveCount(0);
  await expectInert(page);
});
