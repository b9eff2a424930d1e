import { expect, hydrated, test } from './fixtures/test';
import { checkScreen } from './fixtures/screenshots';

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/realt/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'გვერდი ვერ მოიძებნა' })).toBeVisible();
  await expect(page).toHaveTitle('გვერდი ვერ მოიძებნა · Realt');
  await checkScreen(page, 'not-found');
  await page.getByRole('link', { name: 'მთავარ გვერდზე დაბრუნება' }).click();
  await expect(page).toHaveURL(/\/realt\/$/);
});

test('the page is Georgian in Noto Sans Georgian: the device’s own copy, else the site’s file, never another host', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).host);
  });
  await page.goto('/realt/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Georgian"', 'ქ'))).toBe(true);
  const own = new URL(page.url()).host;
  expect(fonts.every((host) => host === own)).toBe(true);
  // a device without the font downloads the site's own files
  const files = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].flatMap((rule) => (rule instanceof CSSFontFaceRule ? [...rule.style.getPropertyValue('src').matchAll(/url\("?([^")]+)"?\)/g)].map((found) => found[1] ?? '') : [])),
    ),
  );
  expect(files.length).toBeGreaterThanOrEqual(2);
  for (const file of files) {
    const answer = await page.request.get(new URL(file, page.url()).href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('font/woff2');
  }
});

test('a navigation scrolls to the top, but not on the map view', async ({ page }) => {
  await page.goto('/realt/catalog/sell');
  // the app's own navigation (a link followed before it runs loads a new page, at the top too)
  await hydrated(page);
  await page.evaluate(() => {
    document.body.style.minHeight = '6000px';
    window.scrollTo(0, 2000);
  });
  await page.getByRole('link', { name: 'ქირავდება' }).click();
  await expect(page).toHaveURL(/\/realt\/catalog\/rent$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 2000));
  await page.evaluate(() => history.pushState(null, '', '/realt/catalog/rent?map=true'));
  await expect(page).toHaveURL(/map=true$/);
  // the map view on screen: the navigation has been handled
  await expect(page.getByRole('region', { name: 'განცხადებები რუკაზე' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(2000);
});
