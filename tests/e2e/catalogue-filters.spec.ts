import type { Page } from '@playwright/test';
import { emptyFilters, parse } from '../../src/domain/catalog-filters';
import { expect, holdTheApp, hydrated, openInApp, prefer, test } from './fixtures/test';
import { formFields } from './fixtures/multipart';
import { checkScreen, screenshot } from './fixtures/screenshots';

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
  await checkScreen(page, 'catalogue-sale');
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
  await expect(page.getByRole('checkbox', { name: '2', exact: true })).toBeChecked();
});

test('quick filters go into the URL, survive a reload, and Back and Forward walk the searches', async ({ page }) => {
  await openAndRead(page, '/realt/catalog/sell');
  const kinds = page.getByRole('group', { name: 'ქონების ტიპი' });
  expect(await searchAfter(page, () => kinds.getByRole('radio', { name: 'ბინა' }).click())).toMatchObject({ flatObjects: '1' });
  await expect(page).toHaveURL(/\/catalog\/sell\?flatObjects=1$/);
  const bedrooms = page.getByRole('group', { name: 'საძინებლები' });
  expect(await searchAfter(page, () => bedrooms.getByRole('checkbox', { name: '3' }).click())).toMatchObject({ flatObjects: '1', bedrooms: '3' });
  await expect(page).toHaveURL(/\/catalog\/sell\?flatObjects=1&bedrooms=3$/);

  // a reload arrives from the server with the same search's results in it
  await page.reload();
  await expect(bedrooms.getByRole('checkbox', { name: '3' })).toBeChecked();
  await expect(page.getByText('47 განცხადება')).toBeVisible();
  // Back before the app has hydrated would change the address under the server's HTML (the app
  // then renders the page anew, a hydration mismatch): the history is walked once it runs
  await hydrated(page);

  const back = await searchAfter(page, () => page.goBack());
  expect(back).toMatchObject({ flatObjects: '1' });
  expect(back).not.toHaveProperty('bedrooms');
  await expect(bedrooms.getByRole('checkbox', { name: '3' })).not.toBeChecked();
  // Forward returns to a search this page has already fetched: the cached answer shows at once
  await page.goForward();
  await expect(page).toHaveURL(/\/catalog\/sell\?flatObjects=1&bedrooms=3$/);
  await expect(bedrooms.getByRole('checkbox', { name: '3' })).toBeChecked();
  await expect(page.getByText('47 განცხადება')).toBeVisible();

  // a commercial kind drops the bedrooms, which do not apply to it
  const commercial = await searchAfter(page, () => kinds.getByRole('radio', { name: 'კომერციული ფართი' }).click());
  expect(commercial).toMatchObject({ flatObjects: '4' });
  expect(commercial).not.toHaveProperty('bedrooms');
});

test('with the app the chips apply at once, under the address the app makes, which reads as the form’s search', async ({ page }) => {
  await page.goto('/realt/catalog/sell?sort=price_asc');
  await hydrated(page);
  const bar = page.getByRole('form', { name: 'ფილტრები' });
  // the chips need no button once the app runs
  await expect(bar.getByRole('button', { name: 'ძებნა' })).toBeHidden();
  const kinds = bar.getByRole('group', { name: 'ქონების ტიპი' });
  const bedrooms = bar.getByRole('group', { name: 'საძინებლები' });
  await expect(kinds.getByRole('radio', { name: 'ყველა' })).toBeChecked();
  expect(await searchAfter(page, () => kinds.getByRole('radio', { name: 'ბინა' }).click())).toMatchObject({ flatObjects: '1', sort: 'price_asc' });
  await searchAfter(page, () => bedrooms.getByRole('checkbox', { name: '3' }).click());
  const fields = await searchAfter(page, () => bedrooms.getByRole('checkbox', { name: '2' }).click());
  expect(fields).toEqual({ adType: '1', flatObjects: '1', bedrooms: '2,3', sort: 'price_asc', page: '1' });
  await expect(page).toHaveURL(/\/realt\/catalog\/sell\?flatObjects=1&bedrooms=2,3&sort=price_asc$/);
  // the same search as the form sends without JavaScript (the chips, then the toolbar's order, repeated keys)
  const sentByForm = 'flatObjects=1&bedrooms=2&bedrooms=3&sort=price_asc';
  expect(parse(new URL(page.url()).searchParams, 1)).toEqual(parse(sentByForm, 1));
  await expect(kinds.getByRole('radio', { name: 'ბინა' })).toBeChecked();
  await expect(kinds.getByRole('radio', { name: 'ყველა' })).not.toBeChecked();

  // "all" clears the kind, and the reset link every filter, in the app
  expect(await searchAfter(page, () => kinds.getByRole('radio', { name: 'ყველა' }).click())).not.toHaveProperty('flatObjects');
  await expect(page).toHaveURL(/\/realt\/catalog\/sell\?bedrooms=2,3&sort=price_asc$/);
  // the page opened with that search: its answer is at hand, so nothing is asked
  await bar.getByRole('link', { name: 'ფილტრების გასუფთავება' }).click();
  await expect(page).toHaveURL(/\/realt\/catalog\/sell\?sort=price_asc$/);
  await expect(bedrooms.getByRole('checkbox', { name: '2' })).not.toBeChecked();
});

test('clearing the filters hands the keyboard focus to “all filters”, from the bar and from the empty results', async ({ page }) => {
  await page.goto('/realt/catalog/sell?flatObjects=1&bedrooms=2');
  await hydrated(page);
  const bar = page.getByRole('form', { name: 'ფილტრები' });
  const allFilters = bar.getByRole('button', { name: /^ყველა ფილტრი/ });
  // the bar's reset link goes once there is nothing to reset
  await bar.getByRole('link', { name: 'ფილტრების გასუფთავება' }).press('Enter');
  await expect(page).toHaveURL(/\/realt\/catalog\/sell$/);
  await expect(bar.getByRole('link', { name: 'ფილტრების გასუფთავება' })).toHaveCount(0);
  await expect(allFilters).toBeFocused();

  // the empty results' reset goes with them when the search without filters finds some
  await prefer(page, CATALOG, 'example=empty');
  await page.goto('/realt/catalog/rent?flatObjects=3&rangePrice=100');
  await hydrated(page);
  const reset = page.getByRole('status').getByRole('button', { name: 'ფილტრების გასუფთავება' });
  await page.unroute(CATALOG);
  await reset.press('Enter');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(allFilters).toBeFocused();
});

test('the chips work from the keyboard: Tab reaches the kinds, arrows choose one, Space toggles a bedroom count', async ({ page }) => {
  await page.goto('/realt/catalog/sell');
  await hydrated(page);
  const kinds = page.getByRole('group', { name: 'ქონების ტიპი' });
  const bedrooms = page.getByRole('group', { name: 'საძინებლები' });
  await page.getByRole('navigation', { name: 'გარიგების ტიპი' }).getByRole('link', { name: 'ქირაობა' }).focus();
  await page.keyboard.press('Tab');
  await expect(kinds.getByRole('radio', { name: 'ყველა' })).toBeFocused();
  expect(await searchAfter(page, () => page.keyboard.press('ArrowRight'))).toMatchObject({ flatObjects: '1' });
  await expect(kinds.getByRole('radio', { name: 'ბინა' })).toBeFocused();
  await expect(kinds.getByRole('radio', { name: 'ბინა' })).toBeChecked();
  // the kinds are one stop of the Tab order, each bedroom count one
  await page.keyboard.press('Tab');
  await expect(bedrooms.getByRole('checkbox', { name: '1' })).toBeFocused();
  await page.keyboard.press('Tab');
  const two = bedrooms.getByRole('checkbox', { name: '2' });
  await expect(two).toBeFocused();
  // the focus ring is drawn on the chip
  await expect(two.locator('xpath=following-sibling::*[1]')).toHaveCSS('outline-style', 'solid');
  expect(await searchAfter(page, () => page.keyboard.press('Space'))).toMatchObject({ flatObjects: '1', bedrooms: '2' });
  await expect(page).toHaveURL(/\/realt\/catalog\/sell\?flatObjects=1&bedrooms=2$/);
  await expect(two).toBeChecked();
  await expect(two).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/realt\/catalog\/sell\?flatObjects=1$/);
  await expect(two).not.toBeChecked();
});


test('a chip clicked before the app’s code has arrived is applied once it has, once', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/realt/catalog/sell?flatObjects=1', { waitUntil: 'domcontentloaded' });
  const two = page.getByRole('group', { name: 'საძინებლები' }).getByRole('checkbox', { name: '2' });
  await two.click();
  // the browser checks it at once, and nothing is sent until the app can send it
  await expect(two).toBeChecked();
  await expect(page).toHaveURL(/\/realt\/catalog\/sell\?flatObjects=1$/);
  expect(await searchAfter(page, async () => release())).toMatchObject({ flatObjects: '1', bedrooms: '2' });
  await expect(page).toHaveURL(/\/realt\/catalog\/sell\?flatObjects=1&bedrooms=2$/);
  await hydrated(page);
  await expect(two).toBeChecked();
  // one click, one search: Back returns to the page as it opened
  await page.goBack();
  await expect(page).toHaveURL(/\/realt\/catalog\/sell\?flatObjects=1$/);
  await expect(two).not.toBeChecked();
});

for (const width of [375, 1280]) {
  test(`at ${width} px the search button’s going, as the page hydrates, moves nothing a visitor may be tapping`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/realt/catalog/sell?bedrooms=2');
    await hydrated(page);
    const bar = page.getByRole('form', { name: 'ფილტრები' });
    const controls = [bar.getByRole('button', { name: /ყველა ფილტრი/ }), bar.getByRole('link', { name: 'ფილტრების გასუფთავება' })];
    const boxes = () => Promise.all(controls.map((control) => control.boundingBox()));
    const hydratedBoxes = await boxes();
    // the bar as the server sent it, before hydration: with its search button
    await page.evaluate(() => document.documentElement.removeAttribute('data-hydrated'));
    await expect(bar.getByRole('button', { name: 'ძებნა' })).toBeVisible();
    expect(await boxes()).toEqual(hydratedBoxes);
  });
}

test('before the app’s code has arrived the search button sends the chips as a form', async ({ page }) => {
  // two page loads and a screen check, with the app held back
  test.slow();
  const release = await holdTheApp(page);
  await page.goto('/realt/catalog/sell?districts=1', { waitUntil: 'domcontentloaded' });
  const bar = page.getByRole('form', { name: 'ფილტრები' });
  await bar.getByRole('radio', { name: 'ბინა' }).click();
  await bar.getByRole('checkbox', { name: '3' }).click();
  await bar.getByRole('checkbox', { name: '4+' }).click();
  await checkScreen(page, 'catalogue-filters-before-app');
  await bar.getByRole('button', { name: 'ძებნა' }).click();
  await expect(page).toHaveURL(/bedrooms=3&bedrooms=4/);
  expect(parse(new URL(page.url()).searchParams, 1)).toEqual({ ...emptyFilters(1), flatObjects: '1', bedrooms: ['3', '4'], districts: ['1'] });
  release();
  await hydrated(page);
  await expect(bar.getByRole('button', { name: 'ძებნა' })).toBeHidden();
  await expect(bar.getByRole('checkbox', { name: '3' })).toBeChecked();
  await expect(bar.getByRole('checkbox', { name: '4+' })).toBeChecked();
});

test('a search for any kind reads “Any” in the filter dialog too, and a kind chosen there can be undone', async ({ page }) => {
  await openAndRead(page, '/realt/en/catalog/sell?flatObjects=1');
  await page.getByRole('button', { name: /All filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  const kind = dialog.getByRole('combobox', { name: 'Property type' });
  await expect(kind).toHaveText(/Flat/);
  await kind.click();
  await page.getByRole('dialog', { name: 'Property type' }).getByRole('radio', { name: 'Any' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(kind).toHaveText(/Any/);
  const fields = await searchAfter(page, () => dialog.getByRole('button', { name: 'Show results' }).click());
  expect(fields.flatObjects).toBeUndefined();
  await page.getByRole('button', { name: /All filters/ }).click();
  await expect(dialog.getByRole('combobox', { name: 'Property type' })).toHaveText(/Any/);
});

test('at 375 px in Russian a kind ticked in its list is searched for when “Show listings” is tapped without “Apply”', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAndRead(page, '/realt/ru/catalog/sell');
  await page.getByRole('button', { name: /Все фильтры/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Фильтры' });
  await dialog.getByRole('combobox', { name: 'Тип недвижимости' }).click();
  await page.getByRole('dialog', { name: 'Тип недвижимости' }).getByRole('radio', { name: 'Комната' }).check();
  const fields = await searchAfter(page, () => dialog.getByRole('button', { name: 'Показать объявления' }).click());
  expect(fields.flatObjects).toBe('3');
  await expect(page).toHaveURL(/\/realt\/ru\/catalog\/sell\?flatObjects=3$/);
});

test('at 320 px the district list stays inside the filters dialog, scrolling within its room', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openAndRead(page, '/realt/catalog/sell');
  await page.getByRole('button', { name: /ყველა ფილტრი/ }).click();
  const dialog = page.getByRole('dialog', { name: 'ფილტრები' });
  await dialog.getByRole('combobox', { name: 'უბანი' }).click();
  const list = page.getByRole('listbox', { name: 'უბანი' });
  await expect(list.getByRole('option').first()).toBeVisible();
  const [inner, outer] = await Promise.all([list.boundingBox(), dialog.boundingBox()]);
  if (!inner || !outer) throw new Error('no box');
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
});

test('a click on the district list puts the cursor in its search; Enter does too', async ({ page }) => {
  await openAndRead(page, '/realt/catalog/sell');
  await page.getByRole('button', { name: /ყველა ფილტრი/ }).click();
  const district = page.getByRole('dialog', { name: 'ფილტრები' }).getByRole('combobox', { name: 'უბანი' });
  await district.click();
  await expect(page.getByRole('searchbox', { name: 'ძებნა' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(district).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('searchbox', { name: 'ძებნა' })).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('a tap on the district list opens the list, not the keyboard over it; a tap on its search opens that', async ({ page }) => {
    await openAndRead(page, '/realt/catalog/sell');
    await page.getByRole('button', { name: /ყველა ფილტრი/ }).tap();
    const district = page.getByRole('dialog', { name: 'ფილტრები' }).getByRole('combobox', { name: 'უბანი' });
    await district.tap();
    const list = page.getByRole('listbox', { name: 'უბანი' });
    await expect(list.getByRole('option').first()).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'ძებნა' });
    await expect(search).not.toBeFocused();
    await expect(district).toBeFocused();
    await search.tap();
    await expect(search).toBeFocused();
    await search.fill('ვაკე');
    await expect(list.getByRole('option')).toHaveText(['ვაკე, თბილისი']);
    await list.getByRole('option', { name: 'ვაკე, თბილისი' }).tap();
    await expect(list.getByRole('option', { name: 'ვაკე, თბილისი' })).toHaveAttribute('aria-selected', 'true');
  });
});

test('in Russian a district is found by its Latin or Georgian name too', async ({ page }) => {
  await openAndRead(page, '/realt/ru/catalog/sell');
  await page.getByRole('button', { name: /Все фильтры/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Фильтры' });
  await dialog.getByRole('combobox', { name: 'Район' }).click();
  const list = page.getByRole('listbox', { name: 'Район' });
  for (const typed of ['vake', 'ვაკე', 'Ваке']) {
    await page.getByRole('searchbox', { name: 'Поиск' }).fill(typed);
    await expect(list.getByRole('option')).toHaveText(['Ваке, Тбилиси']);
  }
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
  await page.getByRole('dialog', { name: 'ქონების ტიპი' }).getByRole('radio', { name: 'კომერციული ფართი' }).check();
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
  await price.getByRole('textbox', { name: 'დან' }).fill('100000');
  await price.getByRole('textbox', { name: 'მდე' }).fill('900000');
  await price.getByRole('textbox', { name: 'მდე' }).press('Tab');
  const area = dialog.getByRole('group', { name: 'ფართი' });
  await area.getByRole('textbox', { name: 'დან' }).fill('40');
  await area.getByRole('textbox', { name: 'დან' }).press('Tab');
  await checkScreen(page, 'catalogue-filter-dialog');

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

test('at 375 px typed price bounds are applied as typed, and an area typed the wrong way round is ordered', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAndRead(page, '/realt/catalog/sell?rangePrice=100000&rangePriceMax=150000');
  await page.getByRole('button', { name: /ყველა ფილტრი/ }).click();
  const dialog = page.getByRole('dialog', { name: 'ფილტრები' });
  const price = dialog.getByRole('group', { name: 'ფასი' });
  // the new "from" is above the old "to" until the new "to" is typed: nothing is replaced meanwhile
  await price.getByRole('textbox', { name: 'დან' }).fill('200000');
  await price.getByRole('textbox', { name: 'მდე' }).fill('300000');
  await price.getByRole('textbox', { name: 'მდე' }).press('Tab');
  await expect(price.getByRole('textbox', { name: 'დან' })).toHaveValue('200000');
  const area = dialog.getByRole('group', { name: 'ფართი' });
  await area.getByRole('textbox', { name: 'დან' }).fill('120');
  await area.getByRole('textbox', { name: 'მდე' }).fill('60');
  await area.getByRole('textbox', { name: 'მდე' }).press('Tab');
  await expect(area.getByRole('textbox', { name: 'დან' })).toHaveValue('120');
  await expect(area.getByRole('textbox', { name: 'მდე' })).toHaveValue('60');

  const fields = await searchAfter(page, () => dialog.getByRole('button', { name: 'შედეგების ნახვა' }).click());
  expect(fields).toMatchObject({ rangePrice: '200000', rangePriceMax: '300000', rangeSquare: '60', rangeSquareMax: '120' });
  await expect(page).toHaveURL(/\/realt\/catalog\/sell\?rangePrice=200000&rangePriceMax=300000&rangeSquare=60&rangeSquareMax=120$/);
});

test('at 375 px in Russian a budget is read as Russians write it, and what is not a number stays, said in Russian', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAndRead(page, '/realt/ru/catalog/rent');
  await page.getByRole('button', { name: /Все фильтры/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Фильтры' });
  const price = dialog.getByRole('group', { name: 'Цена в месяц' });
  const from = price.getByRole('textbox', { name: 'От' });
  const to = price.getByRole('textbox', { name: 'До' });
  await from.fill('1 200');
  await from.press('Tab');
  await expect(from).toHaveValue('1200');
  await to.fill('1500 долл');
  await to.press('Enter');
  await expect(to).toHaveValue('1500 долл');
  await expect(to).toHaveAccessibleDescription('Введите число цифрами');
  await to.fill('1500');
  await to.press('Tab');
  await expect(to).not.toHaveAttribute('aria-invalid');

  const fields = await searchAfter(page, () => dialog.getByRole('button', { name: 'Показать объявления' }).click());
  expect(fields).toMatchObject({ rangePrice: '1200', rangePriceMax: '1500' });
});

test('at 375 px in Russian a typed budget stays as typed, and a slider back at its lowest value is no filter', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAndRead(page, '/realt/ru/catalog/rent');
  await page.getByRole('button', { name: /Все фильтры/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Фильтры' });
  const price = dialog.getByRole('group', { name: 'Цена в месяц' });
  // the slider moves in steps of 50 $; a budget typed between them is the visitor's
  await price.getByRole('textbox', { name: 'От' }).fill('420');
  await price.getByRole('textbox', { name: 'До' }).fill('725');
  await price.getByRole('textbox', { name: 'До' }).press('Tab');
  await expect(price.getByText('420 $ – 725 $')).toBeVisible();
  // the area's lower thumb moved and moved back: no lower bound
  const area = dialog.getByRole('group', { name: 'Площадь' });
  await area.getByRole('slider', { name: 'От' }).press('ArrowRight');
  await area.getByRole('slider', { name: 'От' }).press('ArrowLeft');
  await expect(area.getByRole('textbox', { name: 'От' })).toHaveValue('');

  const fields = await searchAfter(page, () => dialog.getByRole('button', { name: 'Показать объявления' }).click());
  expect(fields).toMatchObject({ rangePrice: '420', rangePriceMax: '725' });
  expect(fields).not.toHaveProperty('rangeSquare');
  await expect(page).toHaveURL(/\/realt\/ru\/catalog\/rent\?rangePrice=420&rangePriceMax=725$/);
  await expect(page.getByRole('button', { name: /Все фильтры/ })).toContainText('1');
});

test('at 375 px a shared link’s kind is brought into view in its chip row, moving neither the page nor the focus', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/realt/ru/catalog/sell?flatObjects=5');
  await hydrated(page);
  const land = page.getByRole('group', { name: 'Тип недвижимости' }).getByRole('radio', { name: 'Земельный участок' });
  await expect(land).toBeChecked();
  // whole, inside the row that scrolls sideways
  await expect(land).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await screenshot(page, 'catalogue-shared-kind-375', { fullPage: false });
});

for (const currency of ['USD', 'GEL']) {
  test(`at 320 px the price bounds’ hints read in full, in ${currency}`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/realt/ru/catalog/sell?currency=${currency}`);
    await hydrated(page);
    await page.getByRole('button', { name: /Все фильтры/ }).click();
    const price = page.getByRole('dialog', { name: 'Фильтры' }).getByRole('group', { name: 'Цена' });
    for (const name of ['От', 'До']) {
      const field = price.getByRole('textbox', { name });
      // the hint's text against the room the field leaves it, in the field's own font
      const { room, text } = await field.evaluate((input) => {
        if (!(input instanceof HTMLInputElement)) return { room: 0, text: 1 };
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return { room: 0, text: 1 };
        context.font = style.font;
        return { room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight), text: context.measureText(input.placeholder).width };
      });
      expect(room, `the hint of “${name}”`).toBeGreaterThanOrEqual(text);
    }
    await price.getByRole('textbox', { name: 'До' }).scrollIntoViewIfNeeded();
    await screenshot(page, `catalogue-price-bounds-${currency}-320`, { fullPage: false });
  });
}
