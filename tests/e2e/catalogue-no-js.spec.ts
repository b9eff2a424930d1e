// The catalogue's filter bar without JavaScript: a GET form whose chips and reset link work on
// their own, answered by the server with the search they send.
import type { Page } from '@playwright/test';
import { emptyFilters, parse } from '../../src/domain/catalog-filters';
import { expect, test } from './fixtures/test';

test.use({ javaScriptEnabled: false });

/** The body of the catalogue call the server made to render the page, from the query cache it put in the page. */
async function serverRequest(page: Page): Promise<unknown> {
  const state: { queries: Array<{ queryKey: unknown[] }> } = JSON.parse((await page.locator('#realt-state').textContent()) ?? '');
  const call = state.queries.find((query) => query.queryKey[1] === '/api/catalog-announcements');
  const options = call?.queryKey[2];
  return options && typeof options === 'object' && 'body' in options ? options.body : undefined;
}

const bar = (page: Page) => page.getByRole('form', { name: 'ფილტრები' });

test('without JavaScript the chips are a form: a kind and two bedroom counts, sent, come back as the search', async ({ page }) => {
  // the rest of the search rides along in the form, and the page starts again at 1
  await page.goto('/realt/catalog/sell?districts=1&sort=price_asc&page=2');
  const kinds = bar(page).getByRole('group', { name: 'ქონების ტიპი' });
  const bedrooms = bar(page).getByRole('group', { name: 'საძინებლები' });
  await kinds.getByRole('radio', { name: 'ბინა' }).check();
  await bedrooms.getByRole('checkbox', { name: '2' }).check();
  await bedrooms.getByRole('checkbox', { name: '3' }).check();
  await bar(page).getByRole('button', { name: 'ძებნა' }).click();

  await expect(page).toHaveURL(/\/realt\/catalog\/sell\?/);
  const search = new URL(page.url()).searchParams;
  expect(search.getAll('bedrooms')).toEqual(['2', '3']);
  expect(parse(search, 1)).toEqual({ ...emptyFilters(1), flatObjects: '1', bedrooms: ['2', '3'], districts: ['1'], sort: 'price_asc' });
  expect(await serverRequest(page)).toEqual({ adType: 1, flatObjects: '1', bedrooms: '2,3', districts: '1', sort: 'price_asc', page: 1 });
  await expect(page.getByText('47 განცხადება')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(kinds.getByRole('radio', { name: 'ბინა' })).toBeChecked();
  await expect(bedrooms.getByRole('checkbox', { name: '2' })).toBeChecked();
  await expect(bedrooms.getByRole('checkbox', { name: '3' })).toBeChecked();
  await expect(bedrooms.getByRole('checkbox', { name: '1' })).not.toBeChecked();

  // "all" clears the kind; the bedrooms stay
  await kinds.getByRole('radio', { name: 'ყველა' }).check();
  await bar(page).getByRole('button', { name: 'ძებნა' }).click();
  expect(parse(new URL(page.url()).searchParams, 1)).toEqual({ ...emptyFilters(1), bedrooms: ['2', '3'], districts: ['1'], sort: 'price_asc' });
  await expect(kinds.getByRole('radio', { name: 'ყველა' })).toBeChecked();
});

test('without JavaScript the dialog’s button is not offered, and the filters a link set are kept', async ({ page }) => {
  await page.goto('/realt/catalog/rent?flatObjects=1&rangePrice=500&rangePriceMax=1500&rangeSquare=40&heating=5&currency=GEL');
  // the dialog needs the app: no button that does nothing
  await expect(bar(page).getByRole('button', { name: /ყველა ფილტრი/ })).toBeHidden();
  await bar(page).getByRole('checkbox', { name: '2' }).check();
  await bar(page).getByRole('button', { name: 'ძებნა' }).click();
  await expect(page).toHaveURL(/bedrooms=2/);
  expect(parse(new URL(page.url()).searchParams, 2)).toEqual({
    ...emptyFilters(2),
    flatObjects: '1',
    bedrooms: ['2'],
    heating: ['5'],
    rangePrice: 500,
    rangePriceMax: 1500,
    rangeSquare: 40,
    currency: 'GEL',
  });
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('without JavaScript the reset is a link to the catalogue without filters, keeping the order', async ({ page }) => {
  await page.goto('/realt/catalog/sell?flatObjects=1&bedrooms=2&bedrooms=3&sort=price_desc');
  await bar(page).getByRole('link', { name: 'ფილტრების გასუფთავება' }).click();
  await expect(page).toHaveURL(/\/realt\/catalog\/sell\?sort=price_desc$/);
  await expect(bar(page).getByRole('radio', { name: 'ყველა' })).toBeChecked();
  await expect(bar(page).getByRole('checkbox', { name: '2' })).not.toBeChecked();
  await expect(bar(page).getByRole('link', { name: 'ფილტრების გასუფთავება' })).toHaveCount(0);
});

test('without JavaScript an order chosen in the toolbar is sent with the chips', async ({ page }) => {
  await page.goto('/realt/catalog/sell?flatObjects=1');
  await page.getByLabel('დალაგება').selectOption('square_desc');
  await bar(page).getByRole('checkbox', { name: '2' }).check();
  await bar(page).getByRole('button', { name: 'ძებნა' }).click();
  await expect(page).toHaveURL(/bedrooms=2/);
  expect(parse(new URL(page.url()).searchParams, 1)).toEqual({ ...emptyFilters(1), flatObjects: '1', bedrooms: ['2'], sort: 'square_desc' });
  expect(await serverRequest(page)).toMatchObject({ sort: 'square_desc' });
  await expect(page.getByLabel('დალაგება')).toHaveValue('square_desc');
});
