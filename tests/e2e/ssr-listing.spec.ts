// The listing page as the server renders it: complete HTML before any JavaScript, hydrated in
// the browser without asking the API again.
import { expect, holdTheApp, hydrated, test } from './fixtures/test';

const LISTING = '/realt/announcement/3-otaxiani-bina-vakeshi-102';
const TITLE = '3-ოთახიანი ბინა ვაკეში, ახალ აშენებულ კორპუსში';
const YOUTUBE = /^https?:\/\/([^/]+\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com)\//;

test('the server’s HTML of a listing holds its title, price and description', async ({ page }) => {
  const response = await page.request.get(LISTING);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<h1 class="listing__title">${TITLE}</h1>`);
  expect(html).toContain('285 000 $');
  expect(html).toContain('გაიყიდება 3-ოთახიანი ბინა ვაკეში, ჭავჭავაძის გამზირზე');
});

test('the server’s HTML asks for a listing’s photo before the thumbnails beside it', async ({ page }) => {
  // React's preload of the photo too
  const listing = await (await page.request.get(LISTING)).text();
  expect(listing).toMatch(/<link rel="preload" as="image" href="\/realt\/demo\/flat-1\.svg" fetchPriority="high"\/>/);
  expect(listing).toMatch(/<img src="\/realt\/demo\/flat-1\.svg" alt="[^"]+" draggable="false" fetchPriority="high"\/>/);
  const thumbnails = [...listing.matchAll(/<button type="button" class="gallery__thumb"[^>]*><img ([^>]*)>/g)].map((found) => found[1]);
  expect(thumbnails).toHaveLength(7);
  for (const thumbnail of thumbnails) expect(thumbnail).toContain('loading="lazy" fetchPriority="low"');
});

test('without JavaScript a listing shows its title, USD price, address, photos and description', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route(YOUTUBE, (route) => route.abort());
  await page.goto(LISTING);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText('285 000 $');
  await expect(page.getByText('ჭავჭავაძის გამზირი 37ა, ვაკე')).toBeVisible();
  const gallery = page.getByRole('region', { name: 'ფოტოები' });
  await expect(gallery.getByRole('img').first()).toHaveAttribute('src', '/realt/demo/flat-1.svg');
  await expect(page.getByRole('region', { name: 'აღწერა' })).toContainText('ვაკის პარკის ხედით');
  await context.close();
});

test('without JavaScript the catalogue shows its cards, styled, and a card’s link opens its listing', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route(YOUTUBE, (route) => route.abort());
  await page.goto('/realt/catalog/sell');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(3);
  // the page's CSS came with its HTML: the cards are laid out as cards
  await expect(cards.first()).toHaveCSS('border-radius', '12px');
  await cards.getByRole('link', { name: '3-ოთახიანი ბინა ვაკეში', exact: true }).click();
  await expect(page).toHaveURL(LISTING);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await context.close();
});

test('without JavaScript the main page shows its banners and featured cards, not placeholders', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/realt/');
  await expect(page.getByRole('region', { name: 'აქციები და სიახლეები' }).getByText('ახალი აშენებული ბინები ვაკესა და საბურთალოზე')).toBeVisible();
  const featured = page.getByRole('region', { name: 'რჩეული განცხადებები' });
  await expect(featured.getByRole('link', { name: '3-ოთახიანი ბინა ვაკეში', exact: true })).toBeVisible();
  await expect(featured.locator('[aria-busy="true"]')).toHaveCount(0);
  await context.close();
});

test('without JavaScript the main page’s search opens the catalogue of the deal and kind chosen', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/realt/');
  const search = page.getByRole('search', { name: 'განცხადებების ძებნა' });
  await search.getByRole('radio', { name: 'ქირავდება' }).check();
  await search.getByLabel('ქონების ტიპი').selectOption({ label: 'კომერციული ფართი' });
  await search.getByRole('button', { name: 'ძებნა' }).click();
  await expect(page).toHaveURL(/\/realt\/catalog\/rent\?flatObjects=4$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ქირავდება' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await context.close();
});

test('the browser hydrates the listing without asking for it again, and links then stay in the page', async ({ page }) => {
  await page.route(YOUTUBE, (route) => route.abort());
  const asked: string[] = [];
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/announcements/')) asked.push(request.url());
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto(LISTING);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // the app's code loads once the page has been painted
  await hydrated(page);
  // a link followed inside the app is a hydrated app at work: no new document is fetched
  await page.getByRole('navigation', { name: 'ნავიგაცია' }).getByRole('link', { name: 'იყიდება' }).click();
  await expect(page).toHaveURL(/\/realt\/catalog\/sell$/);
  expect(asked).toEqual([]);
  expect(documents).toHaveLength(1);
});

test('a button tapped before the app’s code has arrived does its work once it has', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // the entry's code is held back until the tap has happened
  const release = await holdTheApp(page);
  await page.goto(LISTING, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'მენიუ' }).click();
  await expect(page.getByRole('navigation', { name: 'მენიუ' })).toHaveCount(0);
  release();
  await expect(page.getByRole('navigation', { name: 'მენიუ' }).getByRole('link', { name: 'იყიდება' })).toBeVisible();
});

test('a visitor who scrolled before the app’s code arrived stays where they scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const release = await holdTheApp(page);
  await page.goto(LISTING, { waitUntil: 'domcontentloaded' });
  await page.mouse.move(187, 400);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  release();
  await hydrated(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a button tapped while the page hydrates does its work once, for the signed-in visitor', async ({ page, signIn }) => {
  await signIn('user');
  await page.route(YOUTUBE, (route) => route.abort());
  // a slow phone: hydration takes long enough to tap in the middle of it
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(LISTING, { waitUntil: 'domcontentloaded' });
  const tappedWhileHydrating = await page.evaluate(async () => {
    const root = document.getElementById('root');
    // hydration has begun once React has taken the root
    while (root && !Object.keys(root).some((key) => key.startsWith('__reactContainer'))) await new Promise((next) => setTimeout(next));
    const write = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'მიწერა');
    write?.click();
    return write !== undefined && !document.documentElement.hasAttribute('data-hydrated');
  });
  expect(tappedWhileHydrating).toBe(true);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // the signed-in visitor's dialog, not the guest's way to sign-in, and one dialog only
  await expect(page.getByRole('dialog', { name: 'შეტყობინების გაგზავნა' })).toBeVisible();
  await expect(page).toHaveURL(LISTING);
  await hydrated(page);
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('a signed-in visitor’s header appears after hydration, without hydration errors', async ({ page, signIn }) => {
  await signIn();
  await page.route(YOUTUBE, (route) => route.abort());
  const response = await page.request.get(LISTING);
  // the server's HTML is the same for everyone: signed out
  expect(await response.text()).toContain('class="header__signin"');
  await page.goto(LISTING);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'შესვლა' })).toHaveCount(0);
});
