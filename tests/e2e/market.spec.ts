// The market page: prices by district, as a crawler gets it (server-rendered, no script run) and
// as a visitor uses it (deal and kind switches, the map, on to a district's listings).
import type { Locator, Page } from '@playwright/test';
import { checkScreen } from './fixtures/screenshots';
import { answerTooManyAttempts } from './auth-fixtures';
import { expect, hydrated, prefer, test } from './fixtures/test';

const origin = `http://localhost:${process.env.PREVIEW_PORT ?? '4173'}`;
const MARKET = '**/api/market/districts*';
const SERVER_ERROR = '500 Server error';

/** The sale page's map on a phone or a desktop, once its fourteen district markers are there. */
async function saleMapAt(page: Page, width: 320 | 375 | 1440) {
  await page.setViewportSize({ width, height: { 320: 700, 375: 812, 1440: 900 }[width] });
  await page.goto('/realt/en/market/sell');
  const map = page.getByRole('region', { name: 'Map of Tbilisi: districts by the median price of 1 m²' });
  // every district is a marker (the zoom buttons are the map's other buttons)
  const markers = map.getByRole('button', { name: /: (\$[\d,]+\/m²|no figure)$/ });
  await expect(markers).toHaveCount(14);
  return { map, markers };
}

const jsonBlocks = (html: string, type: string) =>
  [...html.matchAll(new RegExp(`<script type="${type.replace('+', '\\+')}"[^>]*>(.*?)</script>`, 'gs'))].map((found) => JSON.parse(found[1] ?? 'null'));

test('the market page as a crawler gets it: a chart and a table of every district, a Dataset and the page in each language', async ({ page }) => {
  const response = await page.request.get('/realt/en/market/sell?flatObjects=1&utm_source=newsletter');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="en">');
  // a page of one kind is titled by it: six kinds are not six pages of one title
  expect(html).toContain('<title>Prices by district: flats for sale · Realt</title>');
  expect(html).toContain(`<link rel="canonical" href="${origin}/realt/en/market/sell?flatObjects=1" />`);
  for (const [lang, prefix] of [['ka', ''], ['en', '/en'], ['ru', '/ru'], ['x-default', '']]) {
    expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${origin}/realt${prefix}/market/sell?flatObjects=1" />`);
  }
  // the ten districts with a published median have a chart, drawn as SVG before any script
  expect(html.match(/<svg class="market-chart" viewBox="0 0 320 140" role="img"/g)).toHaveLength(10);
  expect(html).toContain('<title id="');
  expect(html).toContain('Vake: the median price of 1 m² by quarter</title>');
  expect(html).toMatch(/<table><caption id="[^"]+">The median price of 1 m² \(US dollars\) by district and quarter<\/caption>/);
  expect(html).toMatch(/<th scope="row">Mtatsminda<\/th><td>1,562<\/td><td>1,860<\/td><td>1,771<\/td><td>2,155<\/td><td>2,437<\/td><\/tr>/);
  // dollars, and the lari figure Geostat published (not the dollars converted back), listings and the change over a year
  expect(html).toContain('$2,437/m²</span><span class="market-district__gel">₾6,769/m² as Geostat published it</span>');
  expect(html).toContain('$2,117/m²</span><span class="market-district__gel">₾5,880/m² as Geostat published it</span>');
  expect(html).toContain('+37.6% over a year');
  expect(html).toContain('Change over a year: unknown');
  // a neighbourhood without a median says why
  expect(html).toContain('No median: Geostat does not publish one for new flats here');
  // a page of one kind names it
  expect(html).toContain('<h1 class="market__title">Prices by district: flats for sale</h1>');
  expect(html).toContain('<meta name="description" content="The price of 1 m² of flats in the districts of Tbilisi: medians, listings and the change over a year — Realt"');
  // each district leads to its listings of the page's kind
  expect(html).toContain('<a href="/realt/en/catalog/sell?flatObjects=1&amp;districts=1">Vake</a>');

  const [dataset, breadcrumbs] = jsonBlocks(html, 'application/ld+json');
  expect(dataset).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: 'The median price of 1 m² of new-build flats by district of Tbilisi',
    url: `${origin}/realt/en/market/sell?flatObjects=1`,
    inLanguage: 'en',
    creator: { '@type': 'Organization', name: 'National Statistics Office of Georgia (Geostat)', url: 'https://www.geostat.ge' },
    publisher: { '@type': 'Organization', name: 'Realt' },
    temporalCoverage: '2022-04/2025-03',
  });
  expect(dataset.description.length).toBeGreaterThan(50);
  expect(dataset.variableMeasured).toHaveLength(14);
  expect(dataset.variableMeasured).toContainEqual({ '@type': 'PropertyValue', name: 'Vake', unitText: 'USD/m²', value: 2117 });
  expect(breadcrumbs['@type']).toBe('BreadcrumbList');
});

test('the rent page tells its demo figures a month, in Russian too, and is in the sitemap with its alternates', async ({ page }) => {
  const response = await page.request.get('/realt/ru/market/rent', { headers: { 'x-api-prefer': JSON.stringify([[MARKET, 'example=rent']]) } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Цены по районам: аренда · Realt</title>');
  expect(html).toMatch(/15,6\s\$\/м² в месяц/);
  // Krtsanisi has no rental listings this quarter: no median, but its chart of the quarters before
  expect(html.match(/<svg class="market-chart"/g)).toHaveLength(14);
  // a rent is a month's in the charts' names and the table, whose figures keep one precision
  expect(html).toContain('Ваке: медианная месячная аренда 1 м² по кварталам</title>');
  expect(html).toMatch(/<caption id="[^"]+">Медианная месячная аренда 1 м² \(доллары США\) по районам и кварталам<\/caption>/);
  expect(html).toMatch(/<th scope="row" lang="ka">ლისი<\/th><td>11,8<\/td><td>12,0<\/td><td>12,6<\/td><td>12,9<\/td><\/tr>/);

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(
    `<url><loc>${origin}/realt/ru/market/rent</loc>` +
      `<xhtml:link rel="alternate" hreflang="ka" href="${origin}/realt/market/rent"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${origin}/realt/en/market/rent"/>` +
      `<xhtml:link rel="alternate" hreflang="ru" href="${origin}/realt/ru/market/rent"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/realt/market/rent"/></url>`,
  );
});

test('a visitor goes from sale to rent, picks a kind and opens a district’s listings (Georgian)', async ({ page }) => {
  await page.goto('/realt/market/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'ფასები უბნების მიხედვით: იყიდება' })).toBeVisible();
  const vake = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'ვაკე' }) });
  await expect(vake).toContainText('2 117 $/მ²');
  await expect(vake).toContainText('5 880 ₾/მ² (საქსტატის მონაცემი)');
  await expect(vake.getByRole('img', { name: 'ვაკე: 1 მ²-ის მედიანური ფასი კვარტლების მიხედვით' })).toBeVisible();
  // a neighbourhood without a published median says so
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'ვერა' }) })).toContainText('მედიანა არ არის');
  await checkScreen(page, 'market-sale');

  await prefer(page, MARKET, 'example=rent');
  await page.getByRole('navigation', { name: 'გარიგების ტიპი' }).getByRole('link', { name: 'ქირავდება' }).click();
  await expect(page).toHaveURL(/\/realt\/market\/rent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ფასები უბნების მიხედვით: ქირავდება' })).toBeVisible();
  await expect(vake).toContainText('15.6 $/მ² თვეში');

  const kinds = page.getByRole('navigation', { name: 'ქონების ტიპი' });
  await kinds.getByRole('link', { name: 'კერძო სახლი' }).click();
  await expect(page).toHaveURL(/\/realt\/market\/rent\?flatObjects=2$/);
  await expect(kinds.getByRole('link', { name: 'კერძო სახლი' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'ფასები უბნების მიხედვით: ქირავდება კერძო სახლები' })).toBeVisible();
  await expect(page).toHaveTitle('ფასები უბნების მიხედვით: ქირავდება კერძო სახლები · Realt');

  await vake.getByRole('link', { name: 'ვაკე' }).click();
  await expect(page).toHaveURL(/\/realt\/catalog\/rent\?flatObjects=2&districts=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ქირავდება' })).toBeVisible();
});

test('a market page opened with a kind and a tracking parameter hydrates as its server rendered it', async ({ page }) => {
  await prefer(page, MARKET, 'example=rent');
  await page.goto('/realt/market/rent?flatObjects=2&utm_source=newsletter');
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'ქონების ტიპი' }).getByRole('link', { name: 'კერძო სახლი' })).toHaveAttribute('aria-current', 'page');
});

test('a visitor reaches the market from the catalogue and opens a district from the map (English)', async ({ page }) => {
  await page.goto('/realt/en/catalog/sell');
  await page.getByRole('link', { name: 'Prices by district' }).first().click();
  await expect(page).toHaveURL(/\/realt\/en\/market\/sell$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prices by district: for sale' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Prices by district' })).toHaveAttribute('href', '/realt/en/market/sell');

  const map = page.getByRole('region', { name: 'Map of Tbilisi: districts by the median price of 1 m²' });
  // a district without an outline is a marker at its centre, coloured as having no figure
  await expect(map.getByRole('button', { name: 'Vera: no figure' })).toBeVisible();
  await map.getByRole('button', { name: 'Vake: $2,117/m²' }).click();
  await expect(page).toHaveURL(/\/realt\/en\/catalog\/sell\?districts=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'For sale' })).toBeVisible();
});

test('a visitor who opens a district while the map is still zooming leaves no error behind', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.clock.install();
  const { map } = await saleMapAt(page, 375);
  await hydrated(page);
  // the zoom's CSS transition runs on the browser's own clock and would end the zoom by itself:
  // without it the zoom ends on Leaflet's timer alone, which runs on the page's clock
  await page.evaluate(() => {
    const still = new CSSStyleSheet();
    still.replaceSync('.leaflet-zoom-animated { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await map.getByRole('button', { name: 'Zoom in' }).click();
  // the zoom starts on the next frame, and lasts until its timer's 250 ms have passed
  await page.clock.runFor(20);
  await expect(map.locator('.leaflet-map-pane.leaflet-zoom-anim')).toHaveCount(1);

  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vake' }) }).getByRole('link', { name: 'Vake' }).click();
  // the market page and its map have gone (the catalogue shows once its code and data are in)
  await expect(map).toHaveCount(0);
  await page.clock.runFor(300);
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: 'For sale' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('every district marker of the map keeps a 24 px target circle clear of the other markers, on a phone and a desktop', async ({ page }) => {
  for (const width of [375, 1440] as const) {
    const { map, markers } = await saleMapAt(page, width);
    await expect(markers.first()).toBeVisible();
    const frame = await map.boundingBox();
    if (!frame) throw new Error('no box for the map');
    const targets = await Promise.all(
      (await markers.all()).map(async (marker) => {
        const [name, box] = await Promise.all([marker.getAttribute('aria-label'), marker.boundingBox()]);
        if (!box) throw new Error(`no box for ${name}`);
        return { name, box, x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }),
    );
    for (const { name, x, y } of targets) {
      // in view, within reach of a finger or a pointer
      expect(x > frame.x && x < frame.x + frame.width && y > frame.y && y < frame.y + frame.height, `${name} in view at ${width} px`).toBe(true);
    }
    // WCAG 2.2 target size (2.5.8): a 24 px circle centred on each target meets neither another
    // target nor that target's circle
    const crowded = targets.flatMap((a) =>
      targets.flatMap((b) => {
        if (a === b) return [];
        const centres = Math.hypot(a.x - b.x, a.y - b.y);
        const dx = Math.max(b.box.x - a.x, 0, a.x - (b.box.x + b.box.width));
        const dy = Math.max(b.box.y - a.y, 0, a.y - (b.box.y + b.box.height));
        const toTarget = Math.hypot(dx, dy);
        return centres < 24 || toTarget < 12 ? [`${a.name} / ${b.name}: ${centres.toFixed(1)} px apart, ${toTarget.toFixed(1)} px to its box`] : [];
      }),
    );
    expect(crowded, `markers crowding at ${width} px`).toEqual([]);
  }
});

test('the market map writes every district’s name and figure beside its marker, no label over another or over a marker, on phones and a desktop', async ({ page }) => {
  for (const width of [320, 375, 1440] as const) {
    const { map, markers } = await saleMapAt(page, width);
    // the labels are what the eye reads; assistive technology hears the markers' names
    const labels = map.locator('.geo-map__label');
    await expect(labels.filter({ visible: true })).toHaveCount(14);
    const said = await labels.evaluateAll((boxes) =>
      boxes.map((box) => {
        const [name = '', figure = 'no figure'] = [...box.children].map((line) => line.textContent);
        return `${name}: ${figure}`;
      }),
    );
    expect([...said].sort(), `labels at ${width} px`).toEqual((await markers.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).sort());

    const boxOf = async (name: string, locator: Locator) =>
      Promise.all(
        (await locator.all()).map(async (each, at) => {
          const box = await each.boundingBox();
          if (!box) throw new Error(`no box for ${name} ${at}`);
          return { name: `${name} ${at}`, ...box };
        }),
      );
    const [labelBoxes, markerBoxes, areaBoxes] = await Promise.all([boxOf('label', labels), boxOf('marker', markers), boxOf('area', map.locator('path.geo-map__region'))]);
    const frame = await map.locator('.leaflet-container').boundingBox();
    if (!frame) throw new Error('no box for the map');
    type Box = { name: string; x: number; y: number; width: number; height: number };
    const meet = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const clashes = labelBoxes.flatMap((label, at) =>
      [...labelBoxes.slice(at + 1), ...markerBoxes, ...areaBoxes].filter((other) => meet(label, other)).map((other) => `${said[at]} over ${other.name}`),
    );
    expect(clashes, `labels over others at ${width} px`).toEqual([]);
    const outside = labelBoxes.filter((box) => box.x < frame.x || box.y < frame.y || box.x + box.width > frame.x + frame.width || box.y + box.height > frame.y + frame.height);
    expect(outside, `labels outside the map at ${width} px`).toEqual([]);
  }
  await checkScreen(page, 'market-map-labels');
});

test('the market page tells a failed load with a retry, and an answer without districts as such', async ({ page }) => {
  await prefer(page, MARKET, 'code=500');
  await page.goto('/realt/en/market/rent');
  const modal = page.getByRole('alertdialog', { name: SERVER_ERROR });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(modal).toBeHidden();
  const error = page.getByRole('alert').filter({ hasText: 'The prices could not be loaded' });
  await expect(error).toBeVisible();

  await page.unroute(MARKET);
  await prefer(page, MARKET, 'example=empty');
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No figures yet')).toBeVisible();
  // the page of every kind is not of one kind
  await expect(page.getByText('Prices by district have not been published yet.')).toBeVisible();
});

test('a 429 counts down the wait the server asked for, read out once, then the page asks again by itself', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
  await page.goto('/realt/market/sell');
  await hydrated(page);
  const calls = await answerTooManyAttempts(page, MARKET, 30);
  await page.getByRole('navigation', { name: 'გარიგების ტიპი' }).getByRole('link', { name: 'ქირავდება' }).click();
  const wait = page.getByRole('alert').filter({ hasText: 'ახლა ძალიან ბევრი მოთხოვნაა' });
  await expect(wait).toMatchAriaSnapshot('- alert:\n  - heading "ახლა ძალიან ბევრი მოთხოვნაა"\n  - paragraph: მონაცემები თავიდან ჩაიტვირთება 30 წამში.');
  // no retry to press before the wait is over
  await expect(wait.getByRole('button')).toHaveCount(0);
  expect(calls()).toBe(1);

  await page.unroute(MARKET);
  await prefer(page, MARKET, 'example=rent');
  await page.clock.fastForward('00:31');
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'ვაკე' }) })).toContainText('15.6 $/მ² თვეში');
  await expect(wait).toHaveCount(0);
});

test('the market page says whose medians it shows: Geostat’s of new flats or new houses, of which quarter, in each language', async ({ page }) => {
  const intro = async (url: string, example?: string) => {
    const headers = example ? { 'x-api-prefer': JSON.stringify([[MARKET, `example=${example}`]]) } : undefined;
    const html = await (await page.request.get(url, { headers })).text();
    return html.match(/<p class="market__intro">(.*?)<\/p>/s)?.[1];
  };
  // every kind of a sale: Geostat publishes no median of all kinds, so these are its new flats'
  expect(await intro('/realt/en/market/sell')).toBe(
    'The median price of 1 m² of new-build flats by district of Tbilisi, Q1 2025. Source: Geostat (the National Statistics Office of Georgia), published in lari.',
  );
  expect(await intro('/realt/en/market/sell?flatObjects=2', 'saleHouses')).toContain('of new private houses by district of Tbilisi, Q1 2025. Source: Geostat');
  expect(await intro('/realt/market/sell')).toBe(
    'ახალი აშენებული ბინების 1 მ²-ის მედიანური ფასი თბილისის უბნებში, 2025 წლის 1 კვარტალი. წყარო: საქსტატი (საქართველოს სტატისტიკის ეროვნული სამსახური), გამოქვეყნებულია ლარში.',
  );
  expect(await intro('/realt/ru/market/sell?flatObjects=2', 'saleHouses')).toBe(
    'Медианная цена 1 м² новых частных домов по районам Тбилиси, 1 квартал 2025 года. Источник: Сакстат (Национальная служба статистики Грузии), опубликовано в лари.',
  );
  // rent has no published series: the site's own listings
  expect(await intro('/realt/en/market/rent', 'rent')).toBe('The median monthly rent of 1 m² of the listings on Realt by district of Tbilisi, Q1 2025.');
});

test('on a 320 px phone the quarterly table keeps each district’s name in view while its quarters scroll', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/realt/en/market/sell');
  const table = page.getByRole('region', { name: 'The median price of 1 m² (US dollars) by district and quarter' });
  await table.scrollIntoViewIfNeeded();
  await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
  const frame = await table.boundingBox();
  const name = await table.getByRole('rowheader', { name: 'Mtatsminda' }).boundingBox();
  if (!frame || !name) throw new Error('no box for the table or its row header');
  expect(name.x).toBeGreaterThanOrEqual(frame.x);
  expect(name.x + name.width).toBeLessThanOrEqual(frame.x + frame.width);
  // and it is the name that shows there, not a figure scrolled under it
  const atName = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent, { x: name.x + 8, y: name.y + name.height / 2 });
  expect(atName).toBe('Mtatsminda');
});

test('the market map’s keyboard stops are its named district markers, not the areas drawn under them', async ({ page }) => {
  await page.goto('/realt/en/market/sell');
  const map = page.getByRole('region', { name: 'Map of Tbilisi: districts by the median price of 1 m²' });
  await expect(map.getByRole('button', { name: 'Vake: $2,117/m²' })).toBeVisible();
  // from the map itself, Tab walks the fourteen district markers, each named, and nothing else
  await map.locator('.leaflet-container').focus();
  const stops: Array<string | null> = [];
  for (let stop = 0; stop < 14; stop += 1) {
    await page.keyboard.press('Tab');
    stops.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? null));
  }
  expect(stops.filter((name) => !/^[A-Z][\w ]+: (\$[\d,]+\/m²|no figure)$/.test(name ?? ''))).toEqual([]);
  expect(new Set(stops).size).toBe(14);
  // the focused marker shows its name and figure, not only a pointer's hover
  // (Leaflet fades a closed tooltip out)
  await expect(page.getByRole('tooltip', { name: stops.at(-1) ?? '' })).not.toHaveCSS('opacity', '0');
  // a pointer still opens a district from its area
  await map.locator('path.geo-map__region').first().click({ force: true });
  await expect(page).toHaveURL(/\/realt\/en\/catalog\/sell\?districts=\d+$/);
});

test('each price step of the market map stands out 3:1 from the land, in the legend’s colour', async ({ page }) => {
  await page.goto('/realt/en/market/sell');
  const map = page.getByRole('region', { name: 'Map of Tbilisi: districts by the median price of 1 m²' });
  await expect(map.locator('path.geo-map__region')).toHaveCount(10);
  const found = await page.evaluate(() => {
    const probe = document.createElement('span');
    document.body.append(probe);
    // a colour as the browser computes it, in sRGB channels
    const rgb = (colour: string) => {
      probe.style.color = colour;
      return (getComputedStyle(probe).color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    };
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = rgb(colour).map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const land = getComputedStyle(document.documentElement).getPropertyValue('--c-map-land');
    const ratio = (colour: string) => {
      const [a, b] = [luminance(colour), luminance(land)].sort((x, y) => y - x);
      return ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05);
    };
    const regions = [...document.querySelectorAll<SVGPathElement>('path.geo-map__region')].map((path) => {
      const style = getComputedStyle(path);
      return { step: [...path.classList].find((name) => name.startsWith('market-step--')), fill: rgb(style.fill).join(), opacity: style.fillOpacity, ratio: ratio(style.fill) };
    });
    const legend = Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('.market-legend .market-swatch')].map((swatch) => [
        [...swatch.classList].find((name) => name.startsWith('market-step--')),
        rgb(getComputedStyle(swatch).backgroundColor).join(),
      ]),
    );
    probe.remove();
    return { regions, legend };
  });
  for (const region of found.regions) {
    expect(region.ratio, `${region.step} against the land`).toBeGreaterThanOrEqual(3);
    expect(region.opacity).toBe('1');
    expect(region.fill, `${region.step} as in the legend`).toBe(found.legend[region.step ?? '']);
  }
  // the steps differ from each other
  expect(new Set(Object.values(found.legend)).size).toBe(6);
});

test('on a 320 px phone the charts’ labels keep 11 px and the price axis names its unit', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/realt/en/market/sell');
  await hydrated(page);
  // the rendered size of every label of every chart, once the browser has drawn them at their width
  await expect
    .poll(() =>
      page.locator('svg.market-chart').evaluateAll((charts) =>
        Math.min(
          ...charts.flatMap((chart) =>
            [...chart.querySelectorAll('text')].map((text) => {
              const scale = chart.getBoundingClientRect().width / (chart as SVGSVGElement).viewBox.baseVal.width;
              return parseFloat(getComputedStyle(text).fontSize) * scale;
            }),
          ),
        ),
      ),
    )
    .toBeGreaterThanOrEqual(10.99);
  const vake = page.getByRole('img', { name: 'Vake: the median price of 1 m² by quarter' });
  await expect(vake.getByText('$/m²', { exact: true })).toBeVisible();
});

test('on a Russian page a district without a Russian name keeps its Georgian one, marked as Georgian', async ({ page }) => {
  await page.goto('/realt/ru/market/sell');
  const lisi = page.getByRole('link', { name: 'ლისი' });
  await expect(lisi).toHaveAttribute('lang', 'ka');
  await expect(page.getByRole('rowheader', { name: 'ლისი' })).toHaveAttribute('lang', 'ka');
  // a name in Russian needs no mark
  await expect(page.getByRole('link', { name: 'Ваке' })).not.toHaveAttribute('lang', /.*/);
});

// the rate where the dollars are converted (rent), Geostat's lari where published (sale)
for (const [lang, prefix, deal, rate] of [
  ['ru', '/ru', 'rent', /по курсу/],
  ['ka', '', 'rent', /კურსით/],
  ['ru', '/ru', 'sell', /по данным Сакстата/],
  ['ka', '', 'sell', /საქსტატის მონაცემი/],
] as const) {
  test(`${lang}: on a 320 px phone a currency sign of the lari (${deal}) stays on the line of its figure`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    if (deal === 'rent') await prefer(page, MARKET, 'example=rent');
    await page.goto(`/realt${prefix}/market/${deal}`);
    const texts = page.getByText(rate);
    await expect(texts.first()).toBeVisible();
    const alone = await texts.evaluateAll((elements) =>
      elements.flatMap((element) => {
        const node = element.firstChild;
        if (!(node instanceof Text)) return [`no text in "${element.textContent}"`];
        const glyph = (offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect();
        };
        // each sign against the last digit before it
        return [...node.data.matchAll(/(\d)\s*[$₾]/g)].flatMap((match) => {
          const digit = glyph(match.index);
          const sign = glyph(match.index + match[0].length - 1);
          return Math.abs(sign.bottom - digit.bottom) > 1 ? [`"${match[0]}" in "${node.data}"`] : [];
        });
      }),
    );
    expect(alone).toEqual([]);
  });
}

test('the rent page words its map, legend, table and charts as a month’s rent, its legend in one precision (English)', async ({ page }) => {
  await prefer(page, MARKET, 'example=rent');
  await page.goto('/realt/en/market/rent');
  const map = page.getByRole('region', { name: 'Map of Tbilisi: districts by the median monthly rent of 1 m²' });
  await expect(map.getByRole('button', { name: 'Mtatsminda: $16.9/m² a month' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Krtsanisi: no figure' })).toBeVisible();
  // each step from the least median in it, at the figures' one decimal (its number on its swatch
  // is for the eye, as on the map's markers); its title, on screen too, says a month's and from
  await expect(page.getByText('Median rent per m² a month, from', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Median rent per m² a month, from' })).toMatchAriaSnapshot(
    ['- list:', '  - listitem: $7.6/m²', '  - listitem: $9.5/m²', '  - listitem: $11.4/m²', '  - listitem: $13.2/m²', '  - listitem: $15.1/m²', '  - listitem: no figure'].join('\n'),
  );
  await expect(page.getByRole('region', { name: 'The median monthly rent of 1 m² (US dollars) by district and quarter' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Vake: the median monthly rent of 1 m² by quarter' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Krtsanisi' }) })).toContainText('No median: too few listings this quarter');
});

test('a legend of one district is one step, at its median', async ({ page }) => {
  await prefer(page, MARKET, 'example=hostile');
  await page.goto('/realt/en/market/sell');
  await expect(page.getByRole('list', { name: 'Median per m², from' })).toMatchAriaSnapshot('- list:\n  - listitem: $2,117/m²\n  - listitem: no figure');
});
