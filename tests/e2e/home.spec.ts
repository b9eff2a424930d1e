import { expect, holdTheApp, hydrated, openInApp, prefer, test } from './fixtures/test';
import { formFields } from './fixtures/multipart';
import { checkScreen } from './fixtures/screenshots';

test('the main page shows the search, the banners, featured listings and the ways in', async ({ page }) => {
  const featured = page.waitForRequest('**/api/catalog-announcements');
  await openInApp(page, '/realt/');
  expect(formFields(await featured)).toEqual({ adType: '1', sort: 'newest', page: '1' });

  await expect(page.getByRole('heading', { level: 1, name: 'იპოვე შენი ახალი სახლი' })).toBeVisible();
  const carousel = page.locator('[aria-roledescription="კარუსელი"]');
  await expect(carousel).toHaveAccessibleName('აქციები და სიახლეები');
  await expect(carousel.getByRole('group', { name: /^1 \/ 3: ახალი აშენებული ბინები/ })).toBeVisible();

  // listings with a tariff lead the strip
  const strip = page.getByRole('region', { name: 'რჩეული განცხადებები' });
  const titles = strip.getByRole('heading', { level: 3 });
  await expect(titles.first()).toHaveText('4-ოთახიანი ბინა საბურთალოზე');
  await expect(titles).toHaveCount(8);
  await expect(strip.getByText('სუპერ VIP')).toBeVisible();

  await expect(page.getByRole('link', { name: /^ყიდვა/ })).toHaveAttribute('href', '/realt/catalog/sell');
  await expect(page.getByRole('link', { name: /^ქირაობა/ })).toHaveAttribute('href', '/realt/catalog/rent');
  await checkScreen(page, 'home');
});

test('a banner leads only to a web address: one whose link is a script is shown without a link', async ({ page }) => {
  await prefer(page, '**/api/banners', 'example=links');
  await page.goto('/realt/en/');
  await hydrated(page);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel.getByRole('group', { name: /^1 of 2: A banner with a script for a link/ })).toBeVisible();
  await expect(carousel.getByRole('link', { name: 'A banner with a script for a link', includeHidden: true })).toHaveCount(0);
  await expect(carousel.getByRole('link', { name: "A partner's offer", includeHidden: true })).toHaveAttribute('href', 'https://partner.example/offer');
});

test('the banner carousel moves by arrow, can be paused and shows dots on phones', async ({ page }) => {
  await page.goto('/realt/');
  const carousel = page.locator('[aria-roledescription="კარუსელი"]');
  await expect(carousel.getByRole('group', { name: /^1 \/ 3/ })).toBeVisible();
  await carousel.getByRole('button', { name: 'შემდეგი სლაიდი' }).click();
  await expect(carousel.getByRole('group', { name: /^2 \/ 3/ })).toBeVisible();
  await carousel.getByRole('button', { name: 'წინა სლაიდი' }).click();
  await carousel.getByRole('button', { name: 'წინა სლაიდი' }).click();
  await expect(carousel.getByRole('group', { name: /^3 \/ 3/ })).toBeVisible();
  await carousel.getByRole('button', { name: 'ავტომატური გადართვის შეჩერება' }).click();
  await expect(carousel.getByRole('button', { name: 'ავტომატური გადართვის გაგრძელება' })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(carousel.getByRole('button', { name: 'შემდეგი სლაიდი' })).toHaveCount(0);
  await carousel.getByRole('button', { name: 'სლაიდი 2' }).click();
  await expect(carousel.getByRole('group', { name: /^2 \/ 3/ })).toBeVisible();
});

test('the banner carousel turns by itself every 5 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/realt/');
  const carousel = page.locator('[aria-roledescription="კარუსელი"]');
  await expect(carousel.getByRole('group', { name: /^1 \/ 3/ })).toBeVisible();
  await page.mouse.move(0, 0);
  // hydrated: the carousel's timer runs from then on; the clock stands from a moment later and is
  // moved past the five seconds, not waited for
  await hydrated(page);
  await page.clock.pauseAt(Date.now() + 500);
  await page.clock.runFor(5000);
  await expect(carousel.getByRole('group', { name: /^2 \/ 3/ })).toBeVisible();
});

test('the search on the main page opens the catalogue with the deal and kind', async ({ page }) => {
  await page.goto('/realt/');
  // the app's own navigation (before it runs, the form is sent to the server: ssr-listing.spec.ts)
  await hydrated(page);
  const search = page.getByRole('search', { name: 'განცხადებების ძებნა' });
  await search.getByRole('radio', { name: 'ქირავდება' }).check();
  await search.getByLabel('ქონების ტიპი').selectOption({ label: 'კომერციული ფართი' });
  const request = page.waitForRequest('**/api/catalog-announcements');
  await search.getByRole('button', { name: 'ძებნა' }).click();
  await expect(page).toHaveURL(/\/realt\/catalog\/rent\?flatObjects=4$/);
  expect(formFields(await request)).toMatchObject({ adType: '2', flatObjects: '4' });

  // Back finds the search as it was left
  await page.goBack();
  await expect(search.getByRole('radio', { name: 'ქირავდება' })).toBeChecked();
  await expect(search.getByLabel('ქონების ტიპი')).toHaveValue('4');
});

test('a deal and kind chosen before the app’s code has arrived are what the search uses once it has', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const release = await holdTheApp(page);
  await page.goto('/realt/ru/', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('search', { name: 'Поиск объявлений' });
  await search.getByRole('radio', { name: 'Аренда' }).check();
  await search.getByLabel('Тип недвижимости').selectOption({ label: 'Квартира' });
  release();
  await hydrated(page);
  // the form still shows the visitor's choice, and the search goes by it
  await expect(search.getByRole('radio', { name: 'Аренда' })).toBeChecked();
  await expect(search.getByLabel('Тип недвижимости')).toHaveValue('1');
  const request = page.waitForRequest('**/api/catalog-announcements');
  await search.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/\/realt\/ru\/catalog\/rent\?flatObjects=1$/);
  expect(formFields(await request)).toMatchObject({ adType: '2', flatObjects: '1' });
  await expect(page.getByRole('radio', { name: 'Квартира' })).toBeChecked();
});
