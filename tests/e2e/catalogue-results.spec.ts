import type { Page } from '@playwright/test';
import { expect, holdTheApp, hydrated, prefer, test, openInApp } from './fixtures/test';
import { formFields } from './fixtures/multipart';
import { checkScreen, screenshot } from './fixtures/screenshots';

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

test('at 375 px the next page opens at its results, not at the top of the filters', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await searchAfter(page, () => openInApp(page, '/realt/ru/catalog/sell'));
  const next = page.getByRole('navigation', { name: 'Страницы' }).getByRole('link', { name: 'Страница 2' });
  await next.scrollIntoViewIfNeeded();
  await searchAfter(page, () => next.click());
  await expect(page).toHaveURL(/page=2$/);
  const count = page.getByText(/^\d+ объявлени/);
  await expect(count).toBeInViewport();
  // the heading and the filters above it are scrolled past
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
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

test('a page kept longer than its results stay fresh hydrates without a mismatch, and asks for them again as form data, its list busy meanwhile', async ({ page }) => {
  // the browser's clock years after the server's answer: the results in the page are stale once it
  // hydrates, and the footer's year is not the one the page was rendered in
  const later = new Date().getFullYear() + 5;
  await page.clock.install({ time: new Date(`${later}-01-01T09:00:00Z`) });
  // every state the results' list takes, from the server's HTML on
  await page.addInitScript(() => {
    const states: Array<string | null> = [];
    Object.assign(window, { listStates: states });
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.target instanceof Element && change.target.matches('.listing-card-list')) states.push(change.target.getAttribute('aria-busy'));
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
  const asked = page.waitForRequest(CATALOG);
  await page.goto('/realt/catalog/sell');
  await hydrated(page);
  // the search the page was rendered for, as form data (§7); the contract gate checks the rest
  expect(formFields(await asked)).toEqual({ adType: '1', sort: 'newest', page: '1' });
  const results = page.getByRole('list').filter({ has: page.getByRole('article') });
  await expect(results).toHaveAttribute('aria-busy', 'false');
  expect(await page.evaluate(() => Reflect.get(window, 'listStates'))).toEqual(['true', 'false']);
  await expect(page.getByRole('contentinfo')).not.toContainText(String(later));
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
  await modal.getByRole('button', { name: 'დახურვა', exact: true }).last().click();
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

test('an order and a chip chosen before the app’s code has arrived make one search once it has', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/realt/en/catalog/sell', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await page.getByRole('group', { name: 'Bedrooms' }).getByRole('checkbox', { name: '2' }).click();
  expect(await searchAfter(page, async () => release())).toMatchObject({ sort: 'price_asc', bedrooms: '2', page: '1' });
  await expect(page).toHaveURL(/\/realt\/en\/catalog\/sell\?bedrooms=2&sort=price_asc$/);
  await hydrated(page);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  // one search: Back returns to the page as it opened
  await page.goBack();
  await expect(page).toHaveURL(/\/realt\/en\/catalog\/sell$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
});

test('a page past the last one, its listings gone, says so and leads to the last page of the same search', async ({ page }) => {
  await prefer(page, CATALOG, 'example=pastLastPage');
  await page.goto('/realt/en/catalog/sell?bedrooms=2&page=5');
  const gone = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'This page no longer exists' }) });
  await expect(gone).toBeVisible();
  await expect(page.getByText('No listings match your search')).toHaveCount(0);
  await expect(gone.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  const last = gone.getByRole('link', { name: 'Go to the last page' });
  await expect(last).toHaveAttribute('href', '/realt/en/catalog/sell?bedrooms=2&page=4');
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, 'catalogue-past-last-page-375');
  // the app's own navigation, which asks for the page (before it runs, the server renders it)
  await hydrated(page);
  await page.unroute(CATALOG);
  expect(await searchAfter(page, () => last.click())).toMatchObject({ bedrooms: '2', page: '4' });
  await expect(page).toHaveURL(/\/realt\/en\/catalog\/sell\?bedrooms=2&page=4$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('no results without any filter offer no reset, which would have nothing to clear', async ({ page }) => {
  await prefer(page, CATALOG, 'example=empty');
  await page.goto('/realt/ru/catalog/rent?sort=price_asc');
  const empty = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Объявлений пока нет' }) });
  await expect(empty).toBeVisible();
  await expect(empty).toContainText('Загляните позже.');
  await expect(page.getByRole('button', { name: 'Сбросить фильтры' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Сбросить фильтры' })).toHaveCount(0);
});

for (const width of [320, 375]) {
  test(`at ${width} px every order and the saved searches’ buttons read in full in each language`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const [lang, label, buttons] of [
      ['', 'დალაგება', ['ძიების შენახვა', 'ჩემი ძიებები']],
      ['en/', 'Sort by', ['Save search', 'My searches']],
      ['ru/', 'Сортировка', ['Сохранить поиск', 'Мои поиски']],
    ] as const) {
      await page.goto(`/realt/${lang}catalog/sell?sort=square_asc`);
      const sort = page.getByLabel(label);
      // the select is as wide as its longest order needs (the width it takes when nothing limits it)
      const { shown, needed } = await sort.evaluate((select) => {
        const free = select.cloneNode(true);
        if (!(free instanceof HTMLSelectElement)) return { shown: 0, needed: 1 };
        free.style.cssText = 'position: absolute; visibility: hidden; width: max-content; min-width: 0; max-width: none; flex: none';
        select.after(free);
        const widths = { shown: select.getBoundingClientRect().width, needed: free.getBoundingClientRect().width };
        free.remove();
        return widths;
      });
      expect(shown, `the order select in ${lang || 'ka/'}`).toBeGreaterThanOrEqual(needed);
      // each name on one line: a button no taller than its 42 px
      for (const name of buttons) expect((await page.getByRole('button', { name }).boundingBox())?.height, name).toBeLessThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await sort.scrollIntoViewIfNeeded();
      await screenshot(page, `catalogue-sort-${lang || 'ka/'}${width}`.replace('/', '-'), { fullPage: false });
    }
  });
}

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
    // to come back to the catalogue once signed in
    await expect(page).toHaveURL(/\/realt\/auth\/login\?next=%2Fcatalog%2Fsell$/);
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
    await expect(page.getByRole('status').filter({ hasText: '„3-ოთახიანი ბინა ვაკეში, ავეჯით და ტექნიკით“ დაემატა შენახულებში' })).toBeVisible();
    const toggle = card.getByRole('button', { name: 'შენახულებიდან წაშლა' });
    await expect(toggle).toBeVisible();

    const remove = page.waitForRequest('**/client-api/basket/delete');
    await toggle.click();
    expect((await remove).postDataJSON()).toEqual({ id: 120 });
    await expect(page.getByRole('status').filter({ hasText: '„3-ოთახიანი ბინა ვაკეში, ავეჯით და ტექნიკით“ წაიშალა შენახულებიდან' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'შენახვა' })).toBeVisible();
  });

  test('"it is your announcement" from the server says the own listing cannot be saved', async ({ page, signIn }) => {
    await signIn('user');
    await prefer(page, '**/client-api/basket/add', 'code=422, example=ownAnnouncement');
    await page.goto('/realt/catalog/sell');
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'შენახვა' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'საკუთარი განცხადების შენახვა შეუძლებელია' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'შენახვა' })).toBeVisible();
  });
});
