// Prices in lari beside dollars (the mock's rate: 2.71 GEL for 1 USD), and the catalogue's
// USD/GEL switch, which decides the leading amount and the currency the price range is typed in.
import type { Page } from '@playwright/test';
import { expect, holdAnswers, hydrated, openInApp, prefer, requestsSettled, test } from './fixtures/test';
import { formFields } from './fixtures/multipart';

const CATALOG = '**/api/catalog-announcements';
// the sale catalogue's first card: 245 000 $ at 2.71
const FIRST_USD = '245 000 $';
const FIRST_GEL = '663 950 ₾';

/** The card of the sale catalogue's first listing. */
const firstCard = (page: Page) => page.getByRole('article').filter({ hasText: FIRST_USD });

/** Text with `first` before `then`. */
const inOrder = (first: string, then: string) => new RegExp(`${first.replace('$', '\\$')}.*${then.replace('$', '\\$')}`);

const currencySwitch = (page: Page) => page.getByRole('group', { name: 'ვალუტა' });

test('the server’s HTML of the pages with prices already carries them in lari', async ({ page }) => {
  for (const [url, gel] of [
    ['/realt/catalog/sell', FIRST_GEL],
    ['/realt/announcement/3-otaxiani-bina-vakeshi-102', '772 350 ₾'],
    ['/realt/user/23', '772 350 ₾'],
  ] as const) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(await response.text(), url).toContain(gel);
  }
  // the main page's featured listings arrive after hydration, with the lari too
  await page.goto('/realt/');
  await expect(page.getByRole('region', { name: 'რჩეული განცხადებები' }).getByRole('article').filter({ hasText: FIRST_USD })).toContainText(FIRST_GEL);
});

test('the cards show lari beside dollars; the switch makes lari lead and stays in the URL', async ({ page }) => {
  await page.goto('/realt/catalog/sell');
  await expect(firstCard(page)).toContainText(inOrder(FIRST_USD, FIRST_GEL));
  await expect(currencySwitch(page).getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');

  await currencySwitch(page).getByRole('button', { name: 'GEL' }).click();
  await expect(page).toHaveURL(/\/catalog\/sell\?currency=GEL$/);
  await expect(currencySwitch(page).getByRole('button', { name: 'GEL' })).toHaveAttribute('aria-pressed', 'true');
  await expect(firstCard(page)).toContainText(inOrder(FIRST_GEL, FIRST_USD));
  // the currency is no filter
  await expect(page.getByRole('button', { name: /ყველა ფილტრი/ })).toHaveText('ყველა ფილტრი');

  await page.reload();
  await expect(currencySwitch(page).getByRole('button', { name: 'GEL' })).toHaveAttribute('aria-pressed', 'true');
  await expect(firstCard(page)).toContainText(inOrder(FIRST_GEL, FIRST_USD));
});

test('lari chosen in the catalogue lead on the listing it opens and on the main page', async ({ page }) => {
  await page.goto('/realt/catalog/sell');
  await currencySwitch(page).getByRole('button', { name: 'GEL' }).click();
  await expect(firstCard(page)).toContainText(inOrder(FIRST_GEL, FIRST_USD));
  await firstCard(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/announcement\//);
  await expect(page.getByRole('paragraph').filter({ hasText: FIRST_GEL }).first()).toContainText(inOrder(FIRST_GEL, FIRST_USD));

  // another visit of the device's: its choice stays
  await page.goto('/realt/');
  await expect(page.getByRole('region', { name: 'რჩეული განცხადებები' }).getByRole('article').filter({ hasText: FIRST_USD })).toContainText(inOrder(FIRST_GEL, FIRST_USD));
  // dollars chosen again in the catalogue are the choice from then on
  await page.goto('/realt/catalog/sell');
  await expect(firstCard(page)).toContainText(inOrder(FIRST_GEL, FIRST_USD));
  await currencySwitch(page).getByRole('button', { name: 'USD' }).click();
  await expect(firstCard(page)).toContainText(inOrder(FIRST_USD, FIRST_GEL));
  await expect(page).toHaveURL(/\/catalog\/sell$/);
  await page.goto('/realt/');
  await expect(page.getByRole('region', { name: 'რჩეული განცხადებები' }).getByRole('article').filter({ hasText: FIRST_USD })).toContainText(inOrder(FIRST_USD, FIRST_GEL));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('lari chosen once lead in a catalogue whose address names no currency: the header’s, the main page’s search, a reload', async ({ page }) => {
    await page.goto('/realt/catalog/sell');
    await hydrated(page);
    await currencySwitch(page).getByRole('button', { name: 'GEL' }).click();
    await expect(page).toHaveURL(/\/catalog\/sell\?currency=GEL$/);

    // the header's link: the catalogue's bare address, which says what it holds, in the visitor's lari
    await page.getByRole('button', { name: 'მენიუ' }).click();
    await page.getByRole('navigation', { name: 'მენიუ' }).getByRole('link', { name: 'იყიდება' }).click();
    await expect(page).toHaveURL(/\/realt\/catalog\/sell$/);
    await expect(currencySwitch(page).getByRole('button', { name: 'GEL' })).toHaveAttribute('aria-pressed', 'true');
    await expect(firstCard(page)).toContainText(inOrder(FIRST_GEL, FIRST_USD));

    // the main page's search
    await page.goto('/realt/');
    await hydrated(page);
    await page.getByRole('search', { name: 'განცხადებების ძებნა' }).getByRole('button', { name: 'ძებნა' }).click();
    await expect(page).toHaveURL(/\/realt\/catalog\/sell(\?(?!.*currency)[^?]*)?$/);
    await expect(currencySwitch(page).getByRole('button', { name: 'GEL' })).toHaveAttribute('aria-pressed', 'true');
    await expect(firstCard(page)).toContainText(inOrder(FIRST_GEL, FIRST_USD));

    // a reload: the server's page leads with dollars for everyone, the visitor's lari follow once it runs
    await page.reload();
    await expect(firstCard(page)).toContainText(inOrder(FIRST_GEL, FIRST_USD));
    await firstCard(page).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/announcement\//);
    await expect(page.getByRole('paragraph').filter({ hasText: FIRST_GEL }).first()).toContainText(inOrder(FIRST_GEL, FIRST_USD));
  });

  test('a shared link shows its search in the currency it names, and changes no visitor’s own choice', async ({ page, browser, baseURL }) => {
    await page.goto('/realt/catalog/sell');
    await hydrated(page);
    await currencySwitch(page).getByRole('button', { name: 'GEL' }).click();
    await expect(firstCard(page)).toContainText(inOrder(FIRST_GEL, FIRST_USD));
    // a bare address's price bounds are dollars: the same search, shown in the visitor's lari
    const first = page.waitForRequest(CATALOG);
    await openInApp(page, '/realt/catalog/sell?rangePrice=100000&rangePriceMax=300000');
    expect(formFields(await first)).toMatchObject({ rangePrice: '100000', rangePriceMax: '300000' });
    await expect(currencySwitch(page).getByRole('button', { name: 'GEL' })).toHaveAttribute('aria-pressed', 'true');
    // a sort chosen there puts the search's currency in the address the visitor would share
    await page.getByRole('combobox', { name: 'დალაგება' }).selectOption('price_asc');
    await expect(page).toHaveURL(/\?rangePrice=271000&rangePriceMax=813000&sort=price_asc&currency=GEL$/);
    await page.getByRole('button', { name: /ყველა ფილტრი/ }).click();
    const price = page.getByRole('dialog', { name: 'ფილტრები' }).getByRole('group', { name: 'ფასი' });
    await expect(price.getByRole('textbox', { name: 'დან' })).toHaveValue('271000');
    const shared = new URL(page.url()).pathname + new URL(page.url()).search;

    // someone in dollars opens it: the same search, in lari as it was shared
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
    const other = await context.newPage();
    const search = other.waitForRequest(CATALOG);
    await openInApp(other, shared);
    expect(formFields(await search)).toMatchObject({ rangePrice: '100000', rangePriceMax: '300000', sort: 'price_asc' });
    await expect(currencySwitch(other).getByRole('button', { name: 'GEL' })).toHaveAttribute('aria-pressed', 'true');
    // their own choice is still dollars: the bare catalogue leads with them
    await other.goto('/realt/catalog/sell');
    await hydrated(other);
    await expect(currencySwitch(other).getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
    await expect(firstCard(other)).toContainText(inOrder(FIRST_USD, FIRST_GEL));
    await context.close();
  });
});

test('a price range typed in lari is sent in dollars, and survives a reload', async ({ page }) => {
  const rate = await holdAnswers(page, '**/api/convert-price');
  const first = page.waitForRequest(CATALOG);
  await openInApp(page, '/realt/catalog/sell?currency=GEL');
  expect(formFields(await first)).toEqual({ adType: '1', sort: 'newest', page: '1' });

  await page.getByRole('button', { name: /ყველა ფილტრი/ }).click();
  const dialog = page.getByRole('dialog', { name: 'ფილტრები' });
  const price = dialog.getByRole('group', { name: 'ფასი' });
  // its top in lari is the dollar cap at the rate: until the rate comes, no bound can be set
  await rate.requested;
  await expect(price.getByRole('textbox', { name: 'დან' })).toBeDisabled();
  rate.release();
  // the top bucket is the sale cap, 500 000 $, in lari
  await expect(price).toContainText('1 355 000 ₾+');
  await expect(price.getByRole('textbox', { name: 'დან' })).toBeEnabled();
  await price.getByRole('textbox', { name: 'დან' }).fill('271000');
  await price.getByRole('textbox', { name: 'მდე' }).fill('813000');
  await price.getByRole('textbox', { name: 'მდე' }).press('Tab');
  const search = page.waitForRequest(CATALOG);
  await dialog.getByRole('button', { name: 'შედეგების ნახვა' }).click();
  expect(formFields(await search)).toEqual({ adType: '1', rangePrice: '100000', rangePriceMax: '300000', sort: 'newest', page: '1' });
  await expect(page).toHaveURL(/\/catalog\/sell\?rangePrice=271000&rangePriceMax=813000&currency=GEL$/);

  // a reload arrives from the server with the same search: the bounds stay in lari
  await page.reload();
  await page.getByRole('button', { name: /ყველა ფილტრი/ }).click();
  await expect(dialog.getByRole('group', { name: 'ფასი' }).getByRole('textbox', { name: 'დან' })).toHaveValue('271000');
});

test('switching the currency converts the bounds already set: the search stays the same', async ({ page }) => {
  const first = page.waitForRequest(CATALOG);
  await openInApp(page, '/realt/catalog/sell?rangePrice=100000&rangePriceMax=300000');
  expect(formFields(await first)).toMatchObject({ rangePrice: '100000', rangePriceMax: '300000' });
  await expect(firstCard(page)).toBeVisible();
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/catalog-announcements')) searches.push(request.url());
  });

  await currencySwitch(page).getByRole('button', { name: 'GEL' }).click();
  await expect(page).toHaveURL(/\/catalog\/sell\?rangePrice=271000&rangePriceMax=813000&currency=GEL$/);
  await currencySwitch(page).getByRole('button', { name: 'USD' }).click();
  await expect(page).toHaveURL(/\/catalog\/sell\?rangePrice=100000&rangePriceMax=300000$/);
  await page.waitForLoadState('networkidle');
  // the same request both ways: the answer comes from the cache
  expect(searches).toEqual([]);
});

test('bounds typed in lari come back as typed after a switch to dollars and back; Back leaves the search, not a switch', async ({ page }) => {
  const rate = await holdAnswers(page, '**/api/convert-price');
  await openInApp(page, '/realt/catalog/rent?rangePrice=1500&rangePriceMax=2500&currency=GEL');
  await rate.requested;
  // the bounds cannot be converted before the rate has come: the switch waits for it
  await expect(currencySwitch(page).getByRole('button', { name: 'USD' })).toBeDisabled();
  rate.release();
  await currencySwitch(page).getByRole('button', { name: 'USD' }).click();
  // at the rate, 553.5 $ and 922.5 $
  await expect(page).toHaveURL(/\/catalog\/rent\?rangePrice=554&rangePriceMax=923$/);
  await currencySwitch(page).getByRole('button', { name: 'GEL' }).click();
  await expect(page).toHaveURL(/\/catalog\/rent\?rangePrice=1500&rangePriceMax=2500&currency=GEL$/);
  await currencySwitch(page).getByRole('button', { name: 'USD' }).click();
  await expect(page).toHaveURL(/\/catalog\/rent\?rangePrice=554&rangePriceMax=923$/);
  // the page before the search (openInApp's)
  await page.goBack();
  await expect(page).toHaveURL(/\/realt\/no-such-page$/);
});

test('the owner’s cards show lari too', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/realt/profile/apartments/my-apartments');
  const card = page.getByRole('article').filter({ hasText: '98 000 $' });
  // 98 000 $ at 2.71
  await expect(card).toContainText('265 580 ₾');
});

test('when the rate cannot be had, prices show in dollars and a search in lari goes without its price', async ({ page }) => {
  await prefer(page, '**/api/convert-price', 'code=500');
  const search = page.waitForRequest(CATALOG);
  await openInApp(page, '/realt/catalog/sell?rangePrice=271000&currency=GEL');
  expect(formFields(await search)).toEqual({ adType: '1', sort: 'newest', page: '1' });
  // the failed call is a server error like any other (§8)
  const modal = page.getByRole('alertdialog');
  const dismiss = async () => {
    await modal.getByRole('button', { name: 'დახურვა', exact: true }).first().click();
    await expect(modal).toBeHidden();
  };
  await dismiss();
  await expect(page.getByRole('status').filter({ hasText: 'ლარის კურსი ვერ ჩაიტვირთა' })).toBeVisible();
  await expect(firstCard(page)).toContainText(FIRST_USD);
  await expect(firstCard(page)).not.toContainText('₾');

  // the server's render of the same page agrees with the browser's
  await page.reload();
  await dismiss();
  await expect(page.getByRole('status').filter({ hasText: 'ლარის კურსი ვერ ჩაიტვირთა' })).toBeVisible();
  await expect(firstCard(page)).toContainText(FIRST_USD);
  // the filters' price in lari cannot be set either, and says why
  await page.getByRole('button', { name: /ყველა ფილტრი/ }).click();
  const price = page.getByRole('dialog', { name: 'ფილტრები' }).getByRole('group', { name: 'ფასი' });
  await expect(price).toContainText('ლარის კურსი ვერ ჩაიტვირთა');
  await expect(price.getByRole('textbox', { name: 'დან' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(price).toBeHidden();
  // closed, the dialog's history entry is left (Back) before the next search
  await expect.poll(() => page.evaluate(() => Reflect.get(Object(window.history.state), 'overlay'))).toBeUndefined();

  // the bounds in lari were never sent: dollars go without them
  await currencySwitch(page).getByRole('button', { name: 'USD' }).click();
  await expect(page).toHaveURL(/\/catalog\/sell$/);
  await expect(page.getByRole('status').filter({ hasText: 'ლარის კურსი ვერ ჩაიტვირთა' })).toBeHidden();
});

test('when the rate cannot be had, bounds in dollars stay: lari, which would drop them, wait for it', async ({ page }) => {
  await prefer(page, '**/api/convert-price', 'code=500');
  const search = page.waitForRequest(CATALOG);
  await openInApp(page, '/realt/catalog/sell?rangePrice=100000&rangePriceMax=300000');
  expect(formFields(await search)).toMatchObject({ rangePrice: '100000', rangePriceMax: '300000' });
  const modal = page.getByRole('alertdialog');
  await modal.getByRole('button', { name: 'დახურვა', exact: true }).first().click();
  await expect(modal).toBeHidden();
  await expect(currencySwitch(page).getByRole('button', { name: 'GEL' })).toBeDisabled();
  await expect(currencySwitch(page).getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
  // a press (Playwright waits for an unavailable button, a visitor does not) changes nothing
  await currencySwitch(page).getByRole('button', { name: 'GEL' }).click({ force: true });
  await requestsSettled(page);
  await expect(page).toHaveURL(/\/catalog\/sell\?rangePrice=100000&rangePriceMax=300000$/);
});
