// The public pages by keyboard and screen reader at desktop widths: where a navigation leaves the
// focus, what the controls are named and read as, and what the wide screens lay out.
import { expect, hydrated, prefer, test } from './fixtures/test';

test.use({ viewport: { width: 1440, height: 900 } });

test('a next page takes the focus to the results’ count, so the next Tab starts at the results', async ({ page }) => {
  await page.goto('/realt/en/catalog/sell');
  await hydrated(page);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Page 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2$/);
  const count = page.getByText(/^\d+ listings$/);
  await expect(count).toBeFocused();
  // it is read, not outlined as a control would be
  expect(await count.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save search' })).toBeFocused();
});

test('a footer link or a card takes the focus to the new page’s heading', async ({ page }) => {
  await page.goto('/realt/en/catalog/sell');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Prices by district' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/market\/sell$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Rent a flat' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'For rent' })).toBeFocused();
  await page.getByRole('article').first().getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/announcement\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a filter control keeps the focus while the search changes', async ({ page }) => {
  await page.goto('/realt/en/catalog/sell');
  await hydrated(page);
  await page.getByLabel('Sort by').focus();
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc$/);
  await expect(page.getByLabel('Sort by')).toBeFocused();
});

test('the price range reads as the cards do, and its slider moves by a sale’s thousand', async ({ page }) => {
  await page.goto('/realt/en/catalog/sell');
  await hydrated(page);
  await page.getByRole('button', { name: 'All filters' }).click();
  const price = page.getByRole('dialog').getByRole('group', { name: 'Price' });
  await expect(price.getByText('$0 – $500,000+')).toBeVisible();
  const from = price.getByRole('slider', { name: 'From' });
  await expect(from).toHaveAttribute('aria-valuetext', '$0');
  await from.focus();
  await page.keyboard.press('ArrowRight');
  await expect(from).toHaveAttribute('aria-valuetext', '$1,000');
});

test('closing the map preview by keyboard gives the focus back to its marker', async ({ page }) => {
  await page.goto('/realt/en/catalog/sell?map=true');
  await hydrated(page);
  const cluster = page.getByRole('region', { name: 'Listings on the map' }).getByRole('button', { name: /listings at this spot$/ }).first();
  await cluster.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article')).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Close preview' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(cluster).toBeFocused();
});

test('a rent’s marker says its price is a month’s, as its card does', async ({ page }) => {
  await prefer(page, '**/api/catalog-announcements', 'example=rent');
  await page.goto('/realt/ru/catalog/rent?map=true');
  const map = page.getByRole('region', { name: 'Объявления на карте' });
  await expect(map.getByRole('button', { name: /^650 \$ · [\d  ]+ ₾ в месяц, / }).first()).toBeVisible({ timeout: 20_000 });
});

test.describe('at 1920 px', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('a catalogue page of 12 fills its rows', async ({ page }) => {
    await page.goto('/realt/en/catalog/sell');
    const columns = await page.getByRole('list').filter({ has: page.getByRole('article') }).first().evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(12 % columns).toBe(0);
  });
});
