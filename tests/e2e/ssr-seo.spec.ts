// What the clients that read our pages take from them, in the three languages: a search result's
// title and description (a catalogue's from its search, a listing's from its facts), the author's
// own words marked with their language, structured data that says which language it is in, the
// sitemap's user pages, twitter:site, and landmarks a screen reader can tell apart.
import ogs from 'open-graph-scraper';
import type { BreadcrumbList, RealEstateListing, WithContext } from 'schema-dts';
import { expect, hydrated, test } from './fixtures/test';

const origin = `http://localhost:${process.env.PREVIEW_PORT ?? '4173'}`;
const LISTING = '/announcement/3-otaxiani-bina-vakeshi-102';
const LANGS = [
  ['ka', ''],
  ['en', '/en'],
  ['ru', '/ru'],
] as const;

const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const meta = (html: string, key: string) => {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return found === undefined ? undefined : decode(found);
};
const canonicalOf = (html: string) => decode(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '');
const jsonLd = (html: string): unknown[] => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((found) => JSON.parse(found[1] ?? 'null'));
const isOfType = <T extends { '@type': string }>(type: T['@type']) => (data: unknown): data is WithContext<T> => typeof data === 'object' && data !== null && '@type' in data && data['@type'] === type;

test('catalogue pages that differ by their filters or page have titles and descriptions of their own, in every language', async ({ page }) => {
  const searches = ['', '?bedrooms=2,3', '?bedrooms=2,3&page=2', '?flatObjects=2', '?districts=1'];
  const expected = {
    ka: ['ქირავდება ბინები საქართველოში', 'ქირავდება 2–3-საძინებლიანი ბინები საქართველოში', 'ქირავდება 2–3-საძინებლიანი ბინები საქართველოში — გვერდი 2', 'ქირავდება კერძო სახლები საქართველოში', 'ქირავდება ბინები, ვაკე, თბილისი'],
    en: ['Flats for rent in Georgia', '2–3 bedroom flats for rent in Georgia', '2–3 bedroom flats for rent in Georgia — page 2', 'Houses for rent in Georgia', 'Flats for rent in Vake, Tbilisi'],
    ru: ['Квартиры в аренду в Грузии', 'Квартиры с 2–3 спальнями в аренду в Грузии', 'Квартиры с 2–3 спальнями в аренду в Грузии — страница 2', 'Частные дома в аренду в Грузии', 'Квартиры в аренду: Ваке, Тбилиси'],
  };
  for (const [lang, prefix] of LANGS) {
    const pages = await Promise.all(searches.map(async (search) => (await page.request.get(`/realt${prefix}/catalog/rent${search}`)).text()));
    expect(pages.map(titleOf), lang).toEqual(expected[lang].map((title) => `${title} · Realt`));
    const descriptions = pages.map((html) => meta(html, 'description') ?? '');
    expect(new Set(descriptions).size, lang).toBe(searches.length);
    // each starts with what its title says, then what the answer told: the count of listings
    descriptions.forEach((description, index) => expect(description.startsWith(`${expected[lang][index]?.replace(/ — .*$/, '')}, `), description).toBe(true));
    expect(new Set(pages.map(canonicalOf)).size, lang).toBe(searches.length);
    for (const html of pages) {
      expect(meta(html, 'og:title')).toBe(titleOf(html));
      expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    }
  }
});

test('the main page’s title says what the site is, in every language', async ({ page }) => {
  for (const [lang, prefix] of LANGS) {
    const title = titleOf(await (await page.request.get(`/realt${prefix}/`)).text());
    expect(title, lang).toMatch(/^Realt — .{30,}/);
  }
  expect(titleOf(await (await page.request.get('/realt/en/')).text())).toBe('Realt — property for sale and rent in Georgia');
});

test('an English or Russian listing is titled and described by its facts in that language, its author’s Georgian words marked as Georgian', async ({ page }) => {
  const expected = {
    ka: { title: 'იყიდება 3-საძინებლიანი ბინა, ვაკე, 120 მ², 285 000 $', description: 'იყიდება 3-საძინებლიანი ბინა — ვაკე: 120 მ², 285 000 $, სართული 7/14. გაიყიდება 3-ოთახიანი ბინა ვაკეში' },
    en: { title: '3-bedroom flat for sale in Vake, 120 m², $285,000', description: '3-bedroom flat for sale in Vake: 120 m², $285,000, floor 7 of 14.' },
    ru: { title: 'Квартира с 3 спальнями на продажу, Ваке, 120 м², 285\u00a0000\u00a0$', description: 'Квартира с 3 спальнями на продажу, Ваке: 120 м², 285 000 $, этаж 7 из 14.' },
  };
  // (a description is one line: its white space, no-break spaces too, is folded)
  for (const [lang, prefix] of LANGS) {
    const html = await (await page.request.get(`/realt${prefix}${LISTING}`)).text();
    expect(titleOf(html), lang).toBe(`${expected[lang].title} · Realt`);
    expect(meta(html, 'description')?.startsWith(expected[lang].description), meta(html, 'description')).toBe(true);

    const data = jsonLd(html);
    const listing = data.find(isOfType<RealEstateListing>('RealEstateListing'));
    // the listing's name and description are the author's, who wrote in Georgian
    expect(listing?.inLanguage, lang).toBe('ka');
    expect(listing?.name).toBe('3-ოთახიანი ბინა ვაკეში, ახალ აშენებულ კორპუსში');
    const trail = data.find(isOfType<BreadcrumbList>('BreadcrumbList'));
    const items = Array.isArray(trail?.itemListElement) ? trail.itemListElement : [];
    expect(JSON.stringify(items.at(-1)), lang).toContain(JSON.stringify(expected[lang].title));
  }

  for (const [lang, prefix] of LANGS) {
    await page.goto(`/realt${prefix}${LISTING}`);
    const heading = page.getByRole('heading', { level: 1, name: '3-ოთახიანი ბინა ვაკეში, ახალ აშენებულ კორპუსში' });
    const description = page.locator('.listing-description');
    // marked only where the page is in another language
    if (lang === 'ka') {
      await expect(heading).not.toHaveAttribute('lang');
      await expect(description).not.toHaveAttribute('lang');
    } else {
      await expect(heading).toHaveAttribute('lang', 'ka');
      await expect(description).toHaveAttribute('lang', 'ka');
      await expect(page.locator('.listing__address [lang="ka"]')).toHaveText('ჭავჭავაძის გამზირი 37ა');
      await expect(page.locator('.listing-advertiser__name')).toHaveAttribute('lang', 'ka');
    }
  }
  // a user's name as written, on the user's page
  await page.goto('/realt/ru/user/23');
  await expect(page.getByRole('heading', { level: 1, name: 'ლევან გელაშვილი' })).toHaveAttribute('lang', 'ka');
  // a card's title in an English catalogue is the author's too
  await page.goto('/realt/en/catalog/sell');
  await expect(page.locator('.listing-card__title[lang="ka"]').first()).toBeVisible();
  await expect(page.locator('.listing-card__title:not([lang])')).toHaveCount(0);
});

test('the tab keeps each page’s title after hydration, as the server worded it', async ({ page }) => {
  for (const url of ['/realt/en/catalog/rent?bedrooms=2,3&page=2', `/realt/ru${LISTING}`, '/realt/en/catalog/rent?districts=1']) {
    const served = titleOf(await (await page.request.get(url)).text());
    await page.goto(url);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(served);
  }
});

test('the sitemap lists each advertiser’s page in the three languages with its alternates', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const links = LANGS.map(([lang, prefix]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${origin}/realt${prefix}/user/23"/>`).join('');
  for (const [, prefix] of LANGS) {
    expect(sitemap).toMatch(new RegExp(`<url><loc>${origin}/realt${prefix}/user/23</loc>(<lastmod>[^<]+</lastmod>)?${links.replace(/[.?]/g, '\\$&')}`));
  }
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/realt/user/23"/>`);
  // the page the sitemap names is there
  expect((await page.request.get('/realt/en/user/23')).status()).toBe(200);
});

test('a link preview names the site’s X account', async ({ page }) => {
  const html = await (await page.request.get(`/realt/en${LISTING}`)).text();
  // TWITTER_SITE in playwright.config.ts
  expect(meta(html, 'twitter:site')).toBe('@realt_ge');
  const { result } = await ogs({ html });
  expect(result.twitterSite).toBe('@realt_ge');
  expect(result.ogTitle).toBe(titleOf(html));
  expect(result.ogDescription).toBe(meta(html, 'description'));
});

test('each language switch is a landmark with a name of its own', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const names = { ka: ['ენა', 'ენა, საიტის ქვედა ნაწილი'], en: ['Language', 'Language, page footer'], ru: ['Язык', 'Язык, нижняя часть страницы'] };
  for (const [lang, prefix] of LANGS) {
    await page.goto(`/realt${prefix}/`);
    const [header, footer] = names[lang];
    await expect(page.getByRole('banner').getByRole('navigation', { name: header, exact: true })).toHaveCount(1);
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: footer, exact: true })).toHaveCount(1);
    const labels = await page.getByRole('navigation').evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label') ?? nav.getAttribute('aria-labelledby')));
    expect(labels.every(Boolean), lang).toBe(true);
    expect(new Set(labels).size, `${lang}: ${labels.join(' | ')}`).toBe(labels.length);
  }
  // the phone menu's own switch, beside the header's
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/realt/en/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Language, menu', exact: true })).toBeVisible();
  const labels = await page.getByRole('navigation').evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')));
  expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
});
