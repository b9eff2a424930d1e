import type { Page } from '@playwright/test';
import { expect, prefer, test, openInApp } from './fixtures/test';
import { formFields } from './fixtures/multipart';
import { checkScreen } from './fixtures/screenshots';

const CATALOG = '**/api/catalog-announcements';

async function searchAfter(page: Page, action: () => Promise<unknown>) {
  const request = page.waitForRequest(CATALOG);
  await action();
  return formFields(await request);
}

test('sorting and paging are part of the search and of the URL', async ({ page }) => {
  await searchAfter(page, () => openInApp(page, '/realt/catalog/sell'));
  expect(await searchAfter(page, () => page.getByLabel('დალაგება').selectOption('price_asc'))).toMatchObject({ sort: 'price_asc', page: '1' });
  await expect(page).toHaveURL(/sort=price_asc$/);
  const pages = page.getByRole('navigation', { name: 'გვერდები' });
  expect(await searchAfter(page, () => pages.getByRole('link', { name: 'გვერდი 2' }).click())).toMatchObject({ sort: 'price_asc', page: '2' });
  await expect(page).toHaveURL(/sort=price_asc&page=2$/);
});

test('the map view is no new search and keeps its place when paging', async ({ page }) => {
  await searchAfter(page, () => openInApp(page, '/realt/catalog/sell'));
  let searches = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/catalog-announcements')) searches += 1;
  });
  await page.getByRole('button', { name: 'რუკა' }).click();
  await expect(page).toHaveURL(/map=true$/);
  const map = page.getByRole('region', { name: 'განცხადებები რუკაზე' });
  await expect(map.getByRole('button', { name: '52 000 $ · 140 920 ₾, 2-ოთახიანი ბინა ბათუმში' })).toBeVisible({ timeout: 20_000 });
  // switching the view is not a new search
  expect(searches).toBe(0);

  // the map view keeps the scroll position when the search changes (§2)
  const next = page.getByRole('navigation', { name: 'გვერდები' }).getByRole('link', { name: 'გვერდი 2' });
  await next.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await next.click();
  await expect(page).toHaveURL(/page=2&map=true$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('a card opens the detail page', async ({ page }) => {
  await page.goto('/realt/catalog/sell');
  await page.getByRole('heading', { level: 2, name: '2-ოთახიანი ბინა ვერაზე' }).click();
  await expect(page).toHaveURL(/\/realt\/announcement\/2-otaxiani-bina-veraze-114$/);
});

test('a failed search shows the 500 dialog, then an error state whose retry keeps the filters', async ({ page }) => {
  await prefer(page, CATALOG, 'code=500');
  await page.goto('/realt/catalog/sell?flatObjects=1&bedrooms=2');
  const modal = page.getByRole('alertdialog', { name: '500 სერვერის შეცდომა' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'დახურვა' }).last().click();
  await expect(modal).toBeHidden();
  const error = page.getByRole('alert').filter({ hasText: 'განცხადებები ვერ ჩაიტვირთა' });
  await expect(error).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '2', exact: true })).toBeChecked();
  await checkScreen(page, 'catalogue-error');

  await page.unroute(CATALOG);
  const fields = await searchAfter(page, () => error.getByRole('button', { name: 'თავიდან ცდა' }).click());
  expect(fields).toMatchObject({ flatObjects: '1', bedrooms: '2' });
  await expect(page.getByText('47 განცხადება')).toBeVisible();
  await expect(page).toHaveURL(/flatObjects=1&bedrooms=2$/);
});

test('no results offer to reset the filters', async ({ page }) => {
  await prefer(page, CATALOG, 'example=empty');
  await page.goto('/realt/catalog/rent?flatObjects=3&rangePrice=100');
  await expect(page.getByRole('heading', { name: 'ასეთი განცხადება ვერ მოიძებნა' })).toBeVisible();
  await expect(page.getByText('0 განცხადება')).toBeVisible();
  await checkScreen(page, 'catalogue-empty');
  await page.getByRole('status').getByRole('button', { name: 'ფილტრების გასუფთავება' }).click();
  await expect(page).toHaveURL(/\/realt\/catalog\/rent$/);
});

test('a rent’s card says its price is a month’s', async ({ page }) => {
  await prefer(page, CATALOG, 'example=rent');
  await page.goto('/realt/en/catalog/rent');
  await expect(page.getByRole('article').filter({ hasText: '3-ოთახიანი ბინა ვაკეში' })).toContainText('$1,200 a month');
});

test.describe('favourites', () => {
  test('a guest is sent to sign-in without a request', async ({ page }) => {
    let basket = 0;
    page.on('request', (request) => {
      if (request.url().includes('/client-api/basket')) basket += 1;
    });
    await page.goto('/realt/catalog/sell');
    await page.getByRole('article').first().getByRole('button', { name: 'შენახვა' }).click();
    await expect(page).toHaveURL(/\/realt\/auth\/login$/);
    expect(basket).toBe(0);
  });

  test('a signed-in user adds and removes a favourite; her own listing has no toggle', async ({ page, signIn }) => {
    await signIn('user');
    await prefer(page, CATALOG, 'example=rent');
    await page.goto('/realt/catalog/rent');
    const own = page.getByRole('article').filter({ hasText: '2-ოთახიანი ბინა საბურთალოზე' });
    await expect(own).toBeVisible();
    await expect(own.getByRole('button')).toHaveCount(0);

    const card = page.getByRole('article').filter({ hasText: '3-ოთახიანი ბინა ვაკეში' });
    const add = page.waitForRequest('**/client-api/basket/add');
    await card.getByRole('button', { name: 'შენახვა' }).click();
    expect((await add).postDataJSON()).toEqual({ id: 120 });
    await expect(page.getByRole('status').filter({ hasText: 'განცხადება დაემატა შენახულებში' })).toBeVisible();
    const toggle = card.getByRole('button', { name: 'შენახულებიდან წაშლა' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    const remove = page.waitForRequest('**/client-api/basket/delete');
    await toggle.click();
    expect((await remove).postDataJSON()).toEqual({ id: 120 });
    await expect(page.getByRole('status').filter({ hasText: 'განცხადება წაიშალა შენახულებიდან' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'შენახვა' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('"it is your announcement" from the server says the own listing cannot be saved', async ({ page, signIn }) => {
    await signIn('user');
    await prefer(page, '**/client-api/basket/add', 'code=422, example=ownAnnouncement');
    await page.goto('/realt/catalog/sell');
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'შენახვა' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'საკუთარი განცხადების შენახვა შეუძლებელია' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'შენახვა' })).toHaveAttribute('aria-pressed', 'false');
  });
});
