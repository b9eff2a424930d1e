// Georgian, English and Russian as crawlers, link previews and visitors meet them: the address
// names the language, every public page lists its three versions, the switch keeps the page, and
// concurrent requests in different languages never share one.
import { expect, hydrated, test } from './fixtures/test';

const origin = `http://localhost:${process.env.PREVIEW_PORT ?? '4173'}`;
const LISTING = '/announcement/3-otaxiani-bina-vakeshi-102';
const meta = (html: string, key: string) => [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map((found) => found[1]);
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((found) => JSON.parse(found[1] ?? 'null'));

test('an English listing page says so to crawlers: lang, canonical, hreflang, Open Graph locale and JSON-LD', async ({ page }) => {
  const answer = await page.request.get(`/realt/en${LISTING}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain(`<link rel="canonical" href="${origin}/realt/en${LISTING}" />`);
  for (const [hreflang, path] of [
    ['ka', `/realt${LISTING}`],
    ['en', `/realt/en${LISTING}`],
    ['ru', `/realt/ru${LISTING}`],
    ['x-default', `/realt${LISTING}`],
  ]) {
    expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${origin}${path}" />`);
  }
  expect(meta(html, 'og:locale')).toEqual(['en_GB']);
  expect(meta(html, 'og:locale:alternate')).toEqual(['ka_GE', 'ru_RU']);
  expect(meta(html, 'og:url')).toEqual([`${origin}/realt/en${LISTING}`]);
  const [listing, breadcrumbs] = jsonLd(html);
  // the listing's name and description are its author's, in Georgian
  expect(listing).toMatchObject({ '@type': 'RealEstateListing', inLanguage: 'ka', url: `${origin}/realt/en${LISTING}` });
  expect(breadcrumbs.itemListElement.slice(0, 2)).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/realt/en/` },
    { '@type': 'ListItem', position: 2, name: 'For sale', item: `${origin}/realt/en/catalog/sell` },
  ]);
  // the user's own words stay as written
  expect(html).toContain('3-ოთახიანი ბინა ვაკეში');
});

test('the Russian main page is Russian from the server, and the Georgian one keeps its addresses', async ({ page }) => {
  const ru = await (await page.request.get('/realt/ru/')).text();
  expect(ru).toContain('<html lang="ru">');
  expect(ru).toContain('<title>Realt — недвижимость в Грузии: продажа и аренда</title>');
  expect(ru).toContain('Подать объявление');
  const website = jsonLd(ru).find((data) => data['@type'] === 'WebSite');
  expect(website).toMatchObject({ inLanguage: 'ru', potentialAction: { target: { urlTemplate: `${origin}/realt/ru/catalog/sell?flatObjects={flatObjects}` } } });
  const ka = await (await page.request.get('/realt/')).text();
  expect(ka).toContain('<html lang="ka">');
  expect(ka).toContain(`<link rel="canonical" href="${origin}/realt/" />`);
  expect(ka).toContain(`<link rel="alternate" hreflang="ru" href="${origin}/realt/ru/" />`);
});

test('an unknown English address is the not-found page in English with 404', async ({ page }) => {
  const answer = await page.request.get('/realt/en/no-such-page');
  expect(answer.status()).toBe(404);
  const html = await answer.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('Page not found');
});

test('robots.txt keeps crawlers out of the private sections in every language; the sitemap gives each address its alternates', async ({ page }) => {
  const robots = await (await page.request.get('/robots.txt')).text();
  for (const prefix of ['', '/en', '/ru']) for (const section of ['profile', 'admin', 'auth']) expect(robots).toContain(`Disallow: /realt${prefix}/${section}\n`);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const alternates = ['ka', 'en', 'ru'].map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${origin}/realt${lang === 'ka' ? '' : `/${lang}`}/catalog/rent"/>`).join('');
  for (const prefix of ['', '/en', '/ru']) expect(sitemap).toContain(`<url><loc>${origin}/realt${prefix}/catalog/rent</loc>${alternates}`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/realt/catalog/rent"/>`);
});

test('thirty requests at once in three languages each get their own language', async ({ page }) => {
  const langs = ['ka', 'en', 'ru'] as const;
  const titles = { ka: 'იყიდება ბინები საქართველოში · Realt', en: 'Flats for sale in Georgia · Realt', ru: 'Квартиры на продажу в Грузии · Realt' };
  // distinct addresses, so every one is a render of its own and none is served from the cache
  const answers = await Promise.all(
    Array.from({ length: 30 }, async (_, index) => {
      const lang = langs[index % 3] ?? 'ka';
      const url = `/realt${lang === 'ka' ? '' : `/${lang}`}/catalog/sell?rangePrice=${1000 + index}`;
      // the test server admits them all at once (MAX_RENDERS in playwright.config.ts): no 503 to wait out
      const answer = await page.request.get(url);
      return { lang, status: answer.status(), html: await answer.text() };
    }),
  );
  for (const { lang, status, html } of answers) {
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<title>${titles[lang]}</title>`);
    for (const other of langs.filter((each) => each !== lang)) expect(html).not.toContain(`<title>${titles[other]}</title>`);
  }
});

test('the language switch keeps the page, its filters and the scroll, and is remembered for private pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/realt/catalog/sell?flatObjects=1&page=2');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  const switcher = page.getByRole('banner').getByRole('navigation', { name: 'ენა' });
  await expect(switcher.getByRole('link', { name: 'ქართული' })).toHaveAttribute('aria-current', 'true');
  // a click in the page's own script: Playwright's click would first scroll the link into view
  await switcher.getByRole('link', { name: 'English' }).evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/realt\/en\/catalog\/sell\?flatObjects=1&page=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  await expect(page).toHaveTitle('Flats for sale in Georgia — page 2 · Realt');
  // links inside the app stay in English
  await expect(page.getByRole('banner').getByRole('link', { name: 'For rent' })).toHaveAttribute('href', '/realt/en/catalog/rent');

  // a private page's Georgian address opens in the chosen language
  const shell = await page.request.get('/realt/auth/login', { maxRedirects: 0 });
  expect(shell.status()).toBe(302);
  expect(shell.headers().location).toBe('/realt/en/auth/login');
  // a public page never moves: crawlers and shared links get what the address says
  expect((await page.request.get('/realt/catalog/sell', { maxRedirects: 0 })).status()).toBe(200);
});

test('a page’s language links are its own address’s, never what the visitor before brought: nothing foreign in a kept page', async ({ page, browser }) => {
  const poisoned = `/realt/en/catalog/sell?bedrooms=2&utm_source=poison&x=${'p'.repeat(2000)}&flatObjects=1`;
  // the first visitor's page, which the server keeps for the next (and a CDN for its s-maxage)
  const first = await (await page.request.get(poisoned)).text();
  expect(first).not.toContain('poison');
  expect(first).not.toContain('ppp');
  // the next visitor, a crawler without JavaScript, reads the links as the page's address writes them
  const crawler = await browser.newContext({ javaScriptEnabled: false });
  try {
    const next = await crawler.newPage();
    await next.goto('/realt/en/catalog/sell?flatObjects=1&bedrooms=2');
    const links = next.getByRole('banner').getByRole('navigation', { name: 'Language' });
    await expect(links.getByRole('link', { name: 'ქართული' })).toHaveAttribute('href', '/realt/catalog/sell?flatObjects=1&bedrooms=2');
    await expect(links.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/realt/ru/catalog/sell?flatObjects=1&bedrooms=2');
  } finally {
    await crawler.close();
  }
  // a visitor with JavaScript hydrates that page at the address with the foreign query, and switches with the filters
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(poisoned);
  await hydrated(page);
  await page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/realt\/ru\/catalog\/sell\?/);
  expect(new URL(page.url()).searchParams.get('flatObjects')).toBe('1');
});

test.describe('a browser that prefers Russian', () => {
  test.use({ locale: 'ru-RU' });

  test('gets an offer of the page in Russian on a Georgian page, once', async ({ page }) => {
    await page.goto('/realt/catalog/rent');
    const offer = page.getByRole('complementary', { name: 'Предложение языка' });
    await expect(offer).toContainText('Эта страница есть и на русском языке.');
    await offer.getByRole('button', { name: 'Нет, спасибо' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('complementary', { name: 'Предложение языка' })).toHaveCount(0);

    await page.context().clearCookies();
    await page.reload();
    await page.getByRole('complementary', { name: 'Предложение языка' }).getByRole('link', { name: 'Перейти на русский' }).click();
    await expect(page).toHaveURL(/\/realt\/ru\/catalog\/rent$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('at 375 px a link focused at the screen’s foot is brought above the offer, not left under it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/realt/catalog/rent');
    const offer = page.getByRole('complementary', { name: 'Предложение языка' });
    await expect(offer).toBeVisible();
    const bar = await offer.boundingBox();
    // a result's link at the screen's foot, in view but where the offer lies over it: focused, it is
    // brought above the offer (with no scroll padding the browser sees it in view and leaves it there)
    const link = page.getByRole('article').nth(3).getByRole('link').first();
    await link.evaluate((element) => window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - (window.innerHeight - 40)));
    await link.focus();
    const focused = await link.boundingBox();
    if (!bar || !focused) throw new Error('no box');
    expect(focused.y + focused.height).toBeLessThanOrEqual(bar.y);
  });

  test('at 320 px the offer leaves the home page’s Search to be tapped', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/realt/');
    const offer = page.getByRole('complementary', { name: 'Предложение языка' });
    await expect(offer.getByRole('button', { name: 'Нет, спасибо' })).toBeVisible();
    // what a tap on the button's middle reaches, as the page opens (no scroll)
    const reached = await page.getByRole('button', { name: 'ძებნა', exact: true }).evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(reached).toBe(true);
  });

  test('the offer, answered from the keyboard, hands the focus on to the page’s content, in either language', async ({ page }) => {
    await page.goto('/realt/catalog/rent');
    const offer = page.getByRole('complementary', { name: 'Предложение языка' });
    await offer.getByRole('button', { name: 'Нет, спасибо' }).press('Enter');
    await expect(offer).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();

    await page.context().clearCookies();
    await page.reload();
    await offer.getByRole('link', { name: 'Перейти на русский' }).press('Enter');
    await expect(page).toHaveURL(/\/realt\/ru\/catalog\/rent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Аренда' })).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();
  });
});
