// The map section: opens the catalogue's map view five times in Chromium (Playwright) with the
// catalogue call answered by 2,000 generated listings, and reads the map's own User Timing marks:
// the time from the map receiving its listings to their first clustered layer, and what it drew.
import { chromium } from '@playwright/test';
import { loadNow, median, random } from './shared.mjs';

const MAP_RUNS = 5;
const MAP_LISTINGS = 2000;
const MAP_PATH = '/realt/catalog/sell?map=true';
// the marks src/ui/map/LeafletMap.tsx sets
const POINTS_MARK = 'geo-map:points';
const DRAWN_MARK = 'geo-map:clusters-drawn';
// where the generated listings lie: most in Tbilisi, the rest in Batumi
const CITIES = [
  { name: 'Tbilisi', share: 0.7, south: 41.66, north: 41.8, west: 44.7, east: 44.9 },
  { name: 'Batumi', share: 0.3, south: 41.6, north: 41.66, west: 41.58, east: 41.66 },
];

/** One page of the catalogue answer with `count` listing cards spread over the cities. */
function mapListings(count) {
  const next = random(2000);
  const data = [];
  for (const city of CITIES) {
    const cityCount = Math.round(count * city.share);
    for (let index = 0; index < cityCount && data.length < count; index++) {
      const id = 10000 + data.length;
      const square = 40 + Math.round(next() * 160);
      const cost = square * (900 + Math.round(next() * 1600));
      data.push({
        id,
        slug: `bench-listing-${id}`,
        title: `${2 + (id % 3)}-ოთახიანი ბინა, ${city.name}`,
        status: 2,
        adType: 1,
        flatObjects: '1',
        flat_cost: cost,
        flat_cost_m: Math.round(cost / square),
        address: 'საცდელი ქუჩა',
        address_house_number: String(1 + (id % 90)),
        district_id: 1,
        district_name: city.name,
        flat_count_bedrooms: 1 + (id % 4),
        flat_square: square,
        main_photo: null,
        tariff: id % 25 === 0 ? 'vip' : null,
        tariff_end_date: null,
        raise: 0,
        raise_end_date: null,
        color: null,
        color_end_date: null,
        telegram_publication: null,
        user_id: 23,
        lat: Number((city.south + next() * (city.north - city.south)).toFixed(6)),
        lng: Number((city.west + next() * (city.east - city.west)).toFixed(6)),
        created_at: '2026-11-15T11:30:00.000000Z',
      });
    }
  }
  return { result: { data, total: data.length, current_page: 1, last_page: 1, per_page: data.length } };
}

/**
 * Opens the map view by the app's own navigation (a full load would arrive rendered by the server
 * with the mock's data), the catalogue call answered with the generated listings, and reads the
 * map's marks: points -> first clustered draw, and the bench's navigation -> that draw.
 */
async function mapRuns(origin) {
  const body = JSON.stringify(mapListings(MAP_LISTINGS));
  // as playwright.config.ts launches Debian's Chromium
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const runs = [];
  try {
    for (let index = 0; index < MAP_RUNS; index++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ka-GE' });
      const page = await context.newPage();
      await page.route('**/api/catalog-announcements', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
      await page.goto(`${origin}/realt/no-such-page`);
      await page.waitForLoadState('networkidle');
      await page.evaluate((path) => {
        performance.mark('bench:navigate');
        window.history.pushState(null, '', path);
      }, MAP_PATH);
      await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, DRAWN_MARK, { timeout: 60_000 });
      const first = await page.evaluate(
        ([points, drawn]) => {
          const detail = performance.getEntriesByName(drawn)[0].detail;
          return {
            pointsToDrawMs: performance.measure('bench:points-to-draw', points, drawn).duration,
            navigationToDrawMs: performance.measure('bench:navigation-to-draw', 'bench:navigate', drawn).duration,
            clusters: detail.clusters,
            markers: detail.markers,
          };
        },
        [POINTS_MARK, DRAWN_MARK],
      );
      // the view settles on the listings (it fits them once they are in): what stays on the map
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const settled = await page.evaluate(() => ({
        clusters: document.querySelectorAll('.geo-map__cluster').length,
        markers: document.querySelectorAll('.geo-map__marker').length,
      }));
      const run = { ...first, pointsToDrawMs: Math.round(first.pointsToDrawMs), navigationToDrawMs: Math.round(first.navigationToDrawMs), settled };
      runs.push(run);
      console.log('bench: map', run);
      await context.close();
    }
    return {
      listings: MAP_LISTINGS,
      cities: CITIES.map(({ name, share }) => `${name} ${Math.round(MAP_LISTINGS * share)}`).join(', '),
      runs,
      chrome: browser.version(),
      medianPointsToDrawMs: median(runs.map((run) => run.pointsToDrawMs)),
      medianNavigationToDrawMs: median(runs.map((run) => run.navigationToDrawMs)),
      load: loadNow(),
    };
  } finally {
    await browser.close();
  }
}

/** The section's markdown from its results.json part. */
function mapMarkdown(map) {
  const counts = (run) => `${run.clusters} / ${run.markers}`;
  return [
    `The catalogue's map view (\`${MAP_PATH}\`) in Chromium ${map.chrome} (Playwright, desktop 1440×900, no throttling),`,
    `opened by the app's own navigation with the catalogue call answered by ${map.listings} generated listings (${map.cities}),`,
    `median of ${map.runs.length} runs, each in a fresh browser context. "Points → first clustered draw" is the map's own`,
    `User Timing: \`${POINTS_MARK}\` (LeafletMap receives the listings and builds the cluster index) to \`${DRAWN_MARK}\``,
    '(their first cluster layer is on the map); "navigation → draw" adds the screen, the request and the map chunk.',
    `The first draw is at the map's opening view (Tbilisi); the view then fits all the listings. Load average ${map.load}`,
    'at the end (the figures grow with whatever else runs on the machine).',
    '',
    '| listings | points → first clustered draw | navigation → draw | clusters / markers at first draw | clusters / markers settled | runs (points → draw) |',
    '| --: | --: | --: | --: | --: | --- |',
    `| ${map.listings} | ${map.medianPointsToDrawMs} ms | ${map.medianNavigationToDrawMs} ms | ${counts(map.runs[0])} | ${counts(map.runs[0].settled)} | ${map.runs.map((run) => `${run.pointsToDrawMs}`).join(', ')} ms |`,
    '',
  ].join('\n');
}

export async function mapSection({ server }) {
  const json = await mapRuns(server.origin);
  return { markdown: mapMarkdown(json), json };
}
