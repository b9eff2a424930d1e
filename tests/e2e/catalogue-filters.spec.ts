import type { Page } from '@playwright/test';
import { expect, openInApp, test } from './fixtures/test';
import { formFields } from './fixtures/multipart';
import { screenshots } from './fixtures/screenshots';

const CATALOG = '**/api/catalog-announcements';

/** Opens a catalogue URL in the app and returns the form fields of the search it sends. */
async function openAndRead(page: Page, url: string) {
  const request = page.waitForRequest(CATALOG);
  await openInApp(page, url);
  return formFields(await request);
}

/** Runs an action and returns the form fields of the search it causes. */
async function searchAfter(page: Page, action: () => Promise<unknown>) {
  const request = page.waitForRequest(CATALOG);
  await action();
  return formFields(await request);
}

test('the sale catalogue sends adType 1 and shows the count and the cards', async ({ page }) => {
  expect(await openAndRead(page, '/realt/catalog/sell')).toEqual({ adType: '1', sort: 'newest', page: '1' });
  await expect(page.getByRole('heading', { level: 1, name: 'იყიდება' })).toBeVisible();
  await expect(page.getByText('47 განცხადება')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '3-ოთახიანი ბინა ვაკეში' })).toBeVisible();
  await screenshots(page, 'catalogue-sale');
});

test('the rent catalogue sends adType 2', async ({ page }) => {
  expect(await openAndRead(page, '/realt/catalog/rent')).toEqual({ adType: '2', sort: 'newest', page: '1' });
  await expect(page.getByRole('heading', { level: 1, name: 'ქირავდება' })).toBeVisible();
});

test('every flat filter of the query reaches the server under its own name', async ({ page }) => {
  const query =
    'adType=1&flatObjects=1&objectState=1,3&buildingMaterial=2&repair=1&bedrooms=2,3&bathroom=2&extraInfo=1,2&heating=5' +
    '&cooker=10&parking=13&furniture=55&communal=57,60&districts=1,2&rangePrice=80000&rangePriceMax=300000' +
    '&rangeSquare=50&rangeSquareMax=150&proximityPlace=1&proximityMode=2&sort=price_asc';
  expect(await openAndRead(page, `/realt/catalog/sell?${query}`)).toEqual({
    adType: '1',
    flatObjects: '1',
    objectState: '1,3',
    buildingMaterial: '2',
    repair: '1',
    bedrooms: '2,3',
    bathroom: '2',
    extraInfo: '1,2',
    heating: '5',
    cooker: '10',
    parking: '13',
    furniture: '55',
    communal: '57,60',
    districts: '1,2',
    rangePrice: '80000',
    rangePriceMax: '300000',
    rangeSquare: '50',
    rangeSquareMax: '150',
    proximityPlace: '1',
    proximityMode: '2',
    sort: 'price_asc',
    page: '1',
  });
});

test('commercial, land and short-term rent filters reach the server', async ({ page }) => {
  expect(
    await openAndRead(page, '/realt/catalog/sell?flatObjects=4,1,7&commercialLocation=1,6&repair=5&rooms=20&bathroom=1&equipment=23,25&bedrooms=2'),
  ).toEqual({
    adType: '1',
    flatObjects: '4,1,7',
    commercialLocation: '1,6',
    repair: '5',
    rooms: '20',
    bathroom: '1',
    equipment: '23,25',
    sort: 'newest',
    page: '1',
  });
  // land and houses: their own amenities; communal systems are no land filter (the form never asks them for land)
  const land = await openAndRead(page, '/realt/catalog/sell?flatObjects=5,2&amenities=40,44&communal=58');
  expect(land).toMatchObject({ flatObjects: '5,2', amenities: '40,44' });
  expect(land).not.toHaveProperty('communal');
  expect(await openAndRead(page, '/realt/catalog/rent?flatObjects=1&amenities=17,23')).toMatchObject({ adType: '2', amenities: '17,23' });
});

test('a price above the cap is left out of the request and shows as the open top bucket', async ({ page }) => {
  const sale = await openAndRead(page, '/realt/catalog/sell?rangePrice=100000&rangePriceMax=750000');
  expect(sale.rangePrice).toBe('100000');
  expect(sale).not.toHaveProperty('rangePriceMax');
  await page.getByRole('button', { name: /ყველა ფილტრი/ }).click();
  const price = page.getByRole('dialog', { name: 'ფილტრები' }).getByRole('group', { name: 'ფასი' });
  await expect(price).toContainText('500 000 $+');

  const rent = await openAndRead(page, '/realt/catalog/rent?rangePrice=2500&rangePriceMax=3000');
  expect(rent).not.toHaveProperty('rangePrice');
  expect(rent).not.toHaveProperty('rangePriceMax');
  const atCap = await openAndRead(page, '/realt/catalog/rent?rangePrice=300&rangePriceMax=2000');
  expect(atCap).toMatchObject({ rangePrice: '300', rangePriceMax: '2000' });
});

test('a malformed query is ignored field by field and the page works', async ({ page }) => {
  const fields = await openAndRead(page, '/realt/catalog/sell?rangePrice=abc&objectState=9&bedrooms=2,x&page=-1&sort=%3Cscript%3E');
  expect(fields).toEqual({ adType: '1', bedrooms: '2', sort: 'newest', page: '1' });
  await expect(page.getByText('47 განცხადება')).toBeVisible();
  await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('quick filters go into the URL, survive a reload, and Back and Forward walk the searches', async ({ page }) => {
  await openAndRead(page, '/realt/catalog/sell');
  const kinds = page.getByRole('group', { name: 'ქონების ტიპი' });
  expect(await searchAfter(page, () => kinds.getByRole('button', { name: 'ბინა' }).click())).toMatchObject({ flatObjects: '1' });
  await expect(page).toHaveURL(/\?adType=1&flatObjects=1$/);
  const bedrooms = page.getByRole('group', { name: 'საძინებლები' });
  expect(await searchAfter(page, () => bedrooms.getByRole('button', { name: '3' }).click())).toMatchObject({ flatObjects: '1', bedrooms: '3' });
  await expect(page).toHaveURL(/\?adType=1&flatObjects=1&bedrooms=3$/);

  // a reload arrives from the server with the same search's results in it
  await page.reload();
  await expect(bedrooms.getByRole('button', { name: '3' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('47 განცხადება')).toBeVisible();

  const back = await searchAfter(page, () => page.goBack());
  expect(back).toMatchObject({ flatObjects: '1' });
  expect(back).not.toHaveProperty('bedrooms');
  await expect(bedrooms.getByRole('button', { name: '3' })).toHaveAttribute('aria-pressed', 'false');
  // Forward returns to a search this page has already fetched: the cached answer shows at once
  await page.goForward();
  await expect(page).toHaveURL(/\?adType=1&flatObjects=1&bedrooms=3$/);
  await expect(bedrooms.getByRole('button', { name: '3' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('47 განცხადება')).toBeVisible();

  // a commercial kind drops the bedrooms, which do not apply to it
  const commercial = await searchAfter(page, () => kinds.getByRole('button', { name: 'კომერციული ფართი' }).click());
  expect(commercial).toMatchObject({ flatObjects: '4' });
  expect(commercial).not.toHaveProperty('bedrooms');
});

test('the advanced filter dialog applies a filter from each group', async ({ page }) => {
  test.slow();
  await openAndRead(page, '/realt/catalog/sell');
  await page.getByRole('button', { name: /ყველა ფილტრი/ }).click();
  const dialog = page.getByRole('dialog', { name: 'ფილტრები' });
  await expect(dialog).toBeVisible();

  async function pick(label: string, ...options: string[]) {
    const combobox = dialog.getByRole('combobox', { name: label, exact: true });
    await combobox.click();
    for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
    // a multiple choice stays open for more picks; a single choice closes by itself
    if ((await combobox.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  }
  // the two-level choice: commercial with two sub-categories, confirmed
  await dialog.getByRole('combobox', { name: 'ქონების ტიპი' }).click();
  await page.getByRole('radio', { name: 'კომერციული ფართი' }).check();
  await page.getByRole('checkbox', { name: 'ოფისი' }).check();
  await page.getByRole('checkbox', { name: 'სასტუმრო' }).check();
  await page.getByRole('button', { name: 'დადასტურება' }).click();

  await pick('უბანი', 'ვაკე, თბილისი', 'საბურთალო, თბილისი');
  await pick('სტატუსი', 'ახალი აშენებული');
  await pick('მდებარეობა', 'ბიზნეს ცენტრი');
  await pick('მდგომარეობა', 'თეთრი კარკასი');
  await pick('ოთახები', '3');
  await pick('გათბობა', 'ცენტრალური გათბობა');
  await pick('აღჭურვილობა', 'Wi-Fi');
  await pick('ახლოს არის', 'მეტრო');
  const price = dialog.getByRole('group', { name: 'ფასი' });
  await price.getByRole('spinbutton', { name: 'დან' }).fill('100000');
  await price.getByRole('spinbutton', { name: 'მდე' }).fill('900000');
  await price.getByRole('spinbutton', { name: 'მდე' }).press('Tab');
  const area = dialog.getByRole('group', { name: 'ფართი' });
  await area.getByRole('spinbutton', { name: 'დან' }).fill('40');
  await area.getByRole('spinbutton', { name: 'დან' }).press('Tab');
  await screenshots(page, 'catalogue-filter-dialog');

  const fields = await searchAfter(page, () => dialog.getByRole('button', { name: 'შედეგების ნახვა' }).click());
  expect(fields).toEqual({
    adType: '1',
    flatObjects: '4,7,8',
    districts: '1,2',
    objectState: '1',
    commercialLocation: '1',
    repair: '6',
    rooms: '3',
    heating: '5',
    equipment: '23',
    rangePrice: '100000',
    rangeSquare: '40',
    proximityPlace: '1',
    sort: 'newest',
    page: '1',
  });
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/flatObjects=4,7,8/);
  await expect(page.getByRole('button', { name: /ყველა ფილტრი/ })).toContainText('11');
});
