// A listing opened from the catalogue leads back to the very results it was opened from (their
// filters, order, page and view), as the breadcrumb's catalogue link does for that visitor; the
// server's page, a crawler's and a shared link's, has the catalogue's own address.
import type { Page } from '@playwright/test';
import { expect, holdAnswers, hydrated, test } from './fixtures/test';

const RESULTS = '/realt/catalog/sell?bedrooms=2,3&sort=price_asc&page=2';
const MAP_RESULTS = '/realt/catalog/sell?bedrooms=2&map=true';
const LISTING = '/realt/announcement/3-otaxiani-bina-vakeshi-102';

const backLink = (page: Page) => page.getByRole('link', { name: 'შედეგებზე დაბრუნება' });
const crumb = (page: Page) => page.getByRole('navigation', { name: 'ნავიგაცია' }).getByRole('link', { name: 'იყიდება' });

test.use({ viewport: { width: 375, height: 812 } });

test('a listing opened from filtered results leads back to them, also after a reload', async ({ page }) => {
  await page.goto(RESULTS);
  await hydrated(page);
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/realt\/announcement\//);
  await expect(backLink(page)).toHaveAttribute('href', RESULTS);
  await expect(crumb(page)).toHaveAttribute('href', RESULTS);
  // its history entry keeps them
  await page.reload();
  await expect(backLink(page)).toHaveAttribute('href', RESULTS);

  await backLink(page).click();
  await expect(page).toHaveURL(RESULTS);
  await expect(page.getByRole('combobox', { name: 'დალაგება' })).toHaveValue('price_asc');
  // it went back, not on: Forward is the listing again, with its way back
  await page.goForward();
  await expect(page).toHaveURL(/\/realt\/announcement\//);
  await expect(backLink(page)).toHaveAttribute('href', RESULTS);
});

test('a listing opened from the map view leads back to the map', async ({ page }) => {
  test.slow();
  await page.goto(MAP_RESULTS);
  await hydrated(page);
  const map = page.getByRole('region', { name: 'განცხადებები რუკაზე' });
  // the map's chunk (Leaflet) loads on first use
  const marker = map.getByRole('button', { name: /^52 000 \$/ });
  await marker.click({ timeout: 20_000 });
  await page.getByRole('article').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/realt\/announcement\//);
  await backLink(page).click();
  await expect(page).toHaveURL(MAP_RESULTS);
  await expect(map).toBeVisible();
});

test('a shared link’s listing, and the server’s page of every listing, have the plain catalogue link', async ({ page }) => {
  const html = await (await page.request.get(LISTING)).text();
  expect(html).toMatch(/<nav class="listing__crumbs"[^>]*><a href="\/realt\/catalog\/sell">/);

  await page.goto(LISTING);
  await hydrated(page);
  await expect(crumb(page)).toHaveAttribute('href', '/realt/catalog/sell');
  await expect(backLink(page)).toHaveCount(0);
});

test('Back after a long read returns to the card the visitor left, once the results forgotten meanwhile arrive again', async ({ page }) => {
  await page.clock.install();
  await page.goto(RESULTS);
  await hydrated(page);
  const card = page.getByRole('article').last();
  await card.scrollIntoViewIfNeeded();
  const link = card.getByRole('link').first();
  const href = await link.getAttribute('href');
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(500);

  await link.click();
  await expect(page).toHaveURL(/\/realt\/announcement\//);
  // a new page starts at its top
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // a long read: results unseen for five minutes leave the page's memory, and come back from the API
  await page.clock.runFor(6 * 60_000);
  const results = await holdAnswers(page, '**/api/catalog-announcements');
  await backLink(page).click();
  await expect(page).toHaveURL(RESULTS);
  await results.requested;
  results.release();
  await expect(page.locator(`a[href="${href}"]`).first()).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});

test('a language switch on a listing keeps its way back to the results, in the new language, and adds no step to the history', async ({ page }) => {
  await page.goto(RESULTS);
  await hydrated(page);
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/realt\/announcement\//);
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/realt\/en\/announcement\//);
  const english = RESULTS.replace('/realt/', '/realt/en/');
  await expect(page.getByRole('link', { name: 'Back to results' })).toHaveAttribute('href', english);
  await page.getByRole('link', { name: 'Back to results' }).click();
  await expect(page).toHaveURL(english);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  // the listing in English took the Georgian one's place: Back from it is the listing, then the results it was opened from
  await page.goBack();
  await expect(page).toHaveURL(/\/realt\/en\/announcement\//);
  await page.goBack();
  await expect(page).toHaveURL(RESULTS);
});

test('a language switch while the listing’s code is still on its way keeps the way back to the results', async ({ page }) => {
  await page.goto(RESULTS);
  await hydrated(page);
  const code = await holdAnswers(page, '**/assets/listing-page-*.js');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/realt\/announcement\//);
  await code.requested;
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/realt\/en\/announcement\//);
  code.release();
  await expect(page.getByRole('link', { name: 'Back to results' })).toHaveAttribute('href', RESULTS.replace('/realt/', '/realt/en/'));
});
