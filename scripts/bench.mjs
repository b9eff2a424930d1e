// npm run bench (not part of npm test): builds the app and its server, serves it with the
// production server (node dist-bench/server/main.js) and the Prism mock on free ports, and
//   1. runs Lighthouse (mobile emulation, default throttling, Debian's Chromium) three times on
//      each page below, once the machine has settled and after one run not counted; for the public
//      pages also on a static HTML copy of the server's answer (the same bytes from a file
//      server), reporting the LCP ratio server / static;
//   2. runs autocannon (20 and 100 connections, 15 s each; BENCH_LOAD_SECONDS to change) on the
//      sale catalogue and a listing page: requests per second, latency p50/p99, errors, and the
//      server's peak resident memory;
//   3. opens the catalogue's map view five times in Chromium (Playwright) with the catalogue call
//      answered by 2,000 generated listings, and reads the map's own User Timing marks: the time
//      from the map receiving its listings to their first clustered layer, and what it drew.
// Writes bench/results.md and bench/results.json. BENCH_ONLY=map runs the map alone and rewrites
// only the map's part of both files.
//
// Signed-in pages: the token is put into localStorage through a puppeteer page on the same Chrome
// before Lighthouse loads the page with `disableStorageReset` (the cache is still cleared first).
// The admin page needs an admin user: a small proxy in front of Prism asks for the `admin`
// example of get-authenticated-user when the request carries the bench's admin token.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const OUT_DIR = 'dist-bench';
// BENCH_ONLY=catalogue runs the pages whose name contains it, to study one page: the results files
// are then left alone and each run's full Lighthouse report is kept in bench/*.lhr.tmp instead
const ONLY = process.env.BENCH_ONLY;
const MAP_ONLY = ONLY === 'map';
const RUNS = ONLY ? 1 : 3;
const USER_TOKEN = '7|bench-user-token-0123456789';
const ADMIN_TOKEN = '8|bench-admin-token-0123456789';
const pages = [
  { name: 'main page', path: '/realt/', public: true },
  { name: 'sale catalogue', path: '/realt/catalog/sell', public: true },
  { name: 'listing detail', path: '/realt/announcement/3-otaxiani-bina-vakeshi-102', public: true },
  { name: 'my apartments', path: '/realt/profile/apartments/my-apartments', token: USER_TOKEN },
  { name: 'create form', path: '/realt/profile/advertisement/create-advertisement', token: USER_TOKEN },
  { name: 'admin advertisements', path: '/realt/admin/advertisements', token: ADMIN_TOKEN },
];
// every page; the public pages, rendered on the server, are held to the stricter `publicTargets`
const targets = { performance: 95, accessibility: 100 };
const publicTargets = { performance: 99, seo: 100, fcpMs: 1400, lcpMs: 1600, tbtMs: 100, cls: 0.02, lcpRatio: 1.15 };
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const loadPages = pages.filter((page) => page.name === 'sale catalogue' || page.name === 'listing detail');

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

const children = [];
function run(command, args, env = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`bench: ${url} did not come up`);
}

/** Forwards to Prism; the admin token's user fetch asks Prism for the admin example. */
function mockProxy(port, prismPort) {
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: `127.0.0.1:${prismPort}` };
    if (request.url === '/api/get-authenticated-user' && headers.authorization === `Bearer ${ADMIN_TOKEN}`) {
      headers.prefer = 'example=admin';
    }
    const upstream = http.request({ host: '127.0.0.1', port: prismPort, path: request.url, method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Serves saved copies of pages (path -> HTML and its brotli) as files, everything else from the server:
 * the page as fast as HTML can come, to compare the server's LCP with.
 */
function staticCopies(port, origin, copies) {
  const server = http.createServer((request, response) => {
    const copy = copies.get(request.url);
    if (copy) {
      // compressed as the server compresses its pages, so that only the scripts differ
      const brotli = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...(brotli ? { 'Content-Encoding': 'br' } : {}) });
      response.end(brotli ? copy.brotli : copy.html);
      return;
    }
    const upstream = http.request(`${origin}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The server's resident memory now (VmRSS) or at its peak so far (VmHWM), in MB (Linux). */
function rssMB(pid, field = 'VmRSS') {
  const found = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return found ? Math.round(Number(found[1]) / 1024) : null;
}

/** The page as a crawler or a visitor without JavaScript gets it: the server's HTML, scripts removed. */
function withoutScripts(html) {
  return html.replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function figures(lhr) {
  const bytes = (type) => lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    seo: lhr.categories.seo ? Math.round(lhr.categories.seo.score * 100) : null,
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsKB: Number((bytes('script') / 1024).toFixed(1)),
    cssKB: Number((bytes('stylesheet') / 1024).toFixed(1)),
  };
}

function missed(page, result, staticResult) {
  const misses = [];
  const performance = page.public ? publicTargets.performance : targets.performance;
  if (result.performance < performance) misses.push(`performance ${result.performance} < ${performance}`);
  if (result.accessibility < targets.accessibility) misses.push(`accessibility ${result.accessibility} < ${targets.accessibility}`);
  if (page.public) {
    if (result.seo < publicTargets.seo) misses.push(`SEO ${result.seo} < ${publicTargets.seo}`);
    if (result.fcpMs > publicTargets.fcpMs) misses.push(`FCP ${result.fcpMs} ms > ${publicTargets.fcpMs}`);
    if (result.lcpMs > publicTargets.lcpMs) misses.push(`LCP ${result.lcpMs} ms > ${publicTargets.lcpMs}`);
    if (result.tbtMs > publicTargets.tbtMs) misses.push(`TBT ${result.tbtMs} ms > ${publicTargets.tbtMs}`);
    if (result.cls > publicTargets.cls) misses.push(`CLS ${result.cls} > ${publicTargets.cls}`);
    const ratio = staticResult ? result.lcpMs / staticResult.lcpMs : 0;
    if (ratio > publicTargets.lcpRatio) misses.push(`LCP ${ratio.toFixed(2)}× the static copy > ${publicTargets.lcpRatio}×`);
  }
  return misses;
}

function markdown(results, load, meta) {
  const lines = [
    '# Lighthouse and load benchmark',
    '',
    `Run ${meta.date} with Lighthouse ${meta.lighthouse} on ${meta.chrome}: mobile emulation with the default`,
    `throttling, median of ${RUNS} runs per page (after one run not counted, once the load average was ${meta.startLoad}), served by the`,
    'production server (server rendering) with the Prism mock.',
    `Machine: ${meta.cpus} CPUs, load average ${meta.load} at the end of the run (TBT, the performance score and the`,
    'load figures grow with the load of whatever else runs on the machine).',
    '`npm run bench` writes this file and results.json.',
    '',
    `Targets: performance ≥ ${targets.performance}, accessibility ${targets.accessibility} on every page; on the public pages`,
    `performance ≥ ${publicTargets.performance}, SEO ${publicTargets.seo}, FCP ≤ ${publicTargets.fcpMs / 1000} s, LCP ≤ ${publicTargets.lcpMs / 1000} s and within`,
    `${publicTargets.lcpRatio}× of the static copy, TBT ≤ ${publicTargets.tbtMs} ms, CLS ≤ ${publicTargets.cls}.`,
    '',
    '| page | performance | accessibility | SEO | FCP | LCP | TBT | CLS | JS transferred | CSS transferred | missed targets |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
  ];
  for (const { page, result, staticResult } of results) {
    const misses = missed(page, result, staticResult);
    lines.push(
      `| ${page.name} (\`${page.path}\`) | ${result.performance} | ${result.accessibility} | ${result.seo ?? '-'} | ${(result.fcpMs / 1000).toFixed(2)} s | ${(result.lcpMs / 1000).toFixed(2)} s | ${result.tbtMs} ms | ${result.cls} | ${result.jsKB} KB | ${result.cssKB} KB | ${misses.join('; ') || 'none'} |`,
    );
  }
  const compared = results.filter(({ staticResult }) => staticResult);
  if (compared.length > 0) {
    lines.push(
      '',
      '## Server rendering against a static copy',
      '',
      'The HTML the server answered with its scripts removed (same CSS, fonts and images), served as a file: the',
      'floor for this markup, measured in the same run.',
      '',
      '| page | FCP (server) | FCP (static copy) | LCP (server) | LCP (static copy) | LCP ratio |',
      '| --- | --: | --: | --: | --: | --: |',
      ...compared.map(
        ({ page, result, staticResult }) =>
          `| ${page.name} | ${(result.fcpMs / 1000).toFixed(2)} s | ${(staticResult.fcpMs / 1000).toFixed(2)} s | ${(result.lcpMs / 1000).toFixed(2)} s | ${(staticResult.lcpMs / 1000).toFixed(2)} s | ${(result.lcpMs / staticResult.lcpMs).toFixed(2)} |`,
      ),
    );
  }
  if (load.length > 0) {
    lines.push(
      '',
      `## Load (autocannon, ${LOAD_SECONDS} s per run, the mock as API)`,
      '',
      '| page | connections | requests/s | latency p50 | latency p99 | errors | server RSS before → after | server peak RSS |',
      '| --- | --: | --: | --: | --: | --: | --: | --: |',
      ...load.map(
        (row) =>
          `| ${row.page} | ${row.connections} | ${row.rps} | ${row.p50} ms | ${row.p99} ms | ${row.errors} | ${row.rssBeforeMB} → ${row.rssAfterMB} MB | ${row.peakRssMB} MB |`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

const build = (args) =>
  new Promise((resolve, reject) =>
    run('node', ['node_modules/.bin/vite', 'build', ...args, '--logLevel', 'warn'], { OUT_DIR }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build failed (${code})`)),
    ),
  );

async function lighthouseRuns(chrome, browser, origin, page, label = page.name) {
  const runs = [];
  let version = '';
  for (let index = 0; index < RUNS; index++) {
    if (page.token) {
      // a static file of the origin: the app does not start, so nothing reads the token early
      const tab = await browser.newPage();
      await tab.goto(`${origin}/realt/favicon.svg`);
      await tab.evaluate((token) => localStorage.setItem('access-token', token), page.token);
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await tab.close();
    }
    const audit = () =>
      lighthouse(`${origin}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: page.public ? ['performance', 'accessibility', 'seo'] : ['performance', 'accessibility'],
        disableStorageReset: Boolean(page.token),
      });
    let { lhr } = await audit();
    // Chromium now and then records no usable trace (NO_NAVSTART, NO_FCP): that run is taken again
    for (let again = 0; lhr.runtimeError && again < 2; again++) ({ lhr } = await audit());
    version = lhr.lighthouseVersion;
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
    if (lhr.finalDisplayedUrl !== `${origin}${page.path}`) throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}`);
    runs.push(figures(lhr));
    if (ONLY) writeFileSync(`bench/${label.replaceAll(' ', '-')}.lhr.tmp`, JSON.stringify(lhr, null, 1));
  }
  const result = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((one) => one[key]))]));
  return { result, runs, version };
}

/**
 * Waits (up to 90 s) for the machine to calm down after the builds and the servers' start: on two
 * cores, whatever else runs lengthens the page's tasks, and TBT with them.
 */
async function settle() {
  for (let waited = 0; waited < 90 && loadavg()[0] > 1; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5000));
  const load = loadavg()[0].toFixed(1);
  console.log(`bench: measuring at load average ${load}`);
  return load;
}

async function loadRuns(origin, server) {
  const rows = [];
  for (const page of loadPages) {
    for (const connections of [20, 100]) {
      const rssBeforeMB = rssMB(server.pid);
      const answer = await autocannon({ url: `${origin}${page.path}`, connections, duration: LOAD_SECONDS });
      const row = {
        page: page.name,
        connections,
        rps: Math.round(answer.requests.average),
        p50: answer.latency.p50,
        p99: answer.latency.p99,
        errors: answer.errors + answer.timeouts + answer.non2xx,
        rssBeforeMB,
        rssAfterMB: rssMB(server.pid),
        peakRssMB: rssMB(server.pid, 'VmHWM'),
      };
      rows.push(row);
      console.log('bench: load', row);
    }
  }
  return rows;
}

/** A repeatable pseudo-random sequence (mulberry32), so every run maps the same listings. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
      load: loadavg().map((value) => value.toFixed(1)).join(' / '),
    };
  } finally {
    await browser.close();
  }
}

function mapMarkdown(map) {
  const counts = (run) => `${run.clusters} / ${run.markers}`;
  return [
    '## Map',
    '',
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

/** BENCH_ONLY=map: the map's part of the results files is replaced, the rest kept. */
function writeMapOnly(map) {
  mkdirSync('bench', { recursive: true });
  let markdownText = '';
  let json = {};
  try {
    markdownText = readFileSync('bench/results.md', 'utf8');
    json = JSON.parse(readFileSync('bench/results.json', 'utf8'));
  } catch {
    // no earlier full run: the files hold the map alone
  }
  const section = /^## Map\n[\s\S]*?(?=^## |(?![\s\S]))/m;
  if (section.test(markdownText)) markdownText = markdownText.replace(section, `${mapMarkdown(map)}\n`);
  else markdownText = markdownText ? `${markdownText.trimEnd()}\n\n${mapMarkdown(map)}` : mapMarkdown(map);
  writeFileSync('bench/results.md', markdownText);
  writeFileSync('bench/results.json', `${JSON.stringify({ ...json, map }, null, 2)}\n`);
  console.log('bench: wrote the map to bench/results.md and bench/results.json');
}

async function main() {
  console.log('bench: building');
  await build([]);
  await build(['--ssr']);
  const [prismPort, proxyPort, serverPort, copyPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  run('node', ['node_modules/.bin/prism', 'mock', '-h', '127.0.0.1', '-p', String(prismPort), '--errors', 'openapi/openapi.yaml']);
  await waitFor(`http://127.0.0.1:${prismPort}/api/districts`);
  const proxy = await mockProxy(proxyPort, prismPort);
  const origin = `http://localhost:${serverPort}`;
  const server = run('node', [`${OUT_DIR}/server/main.js`], {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${proxyPort}`,
    PUBLIC_URL: origin,
  });
  await waitFor(`${origin}/healthz`);
  if (MAP_ONLY) {
    writeMapOnly(await mapRuns(origin));
    proxy.close();
    return;
  }
  const copies = new Map();
  for (const page of pages.filter((one) => one.public)) {
    const html = withoutScripts(await (await fetch(`${origin}${page.path}`)).text());
    copies.set(page.path, { html, brotli: brotliCompressSync(html) });
  }
  const copyServer = await staticCopies(copyPort, origin, copies);
  const copyOrigin = `http://localhost:${copyPort}`;

  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const chromeVersion = await browser.version();
  const startLoad = await settle();
  // Chromium's first page load in a fresh profile also starts its own services: one run not counted
  await lighthouse(`${origin}/realt/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const results = [];
  let version = '';
  try {
    for (const page of pages.filter((one) => !ONLY || one.name.includes(ONLY))) {
      const served = await lighthouseRuns(chrome, browser, origin, page);
      version = served.version;
      const copy = page.public ? await lighthouseRuns(chrome, browser, copyOrigin, page, `${page.name} static copy`) : undefined;
      results.push({ page, result: served.result, runs: served.runs, staticResult: copy?.result });
      console.log(`bench: ${page.name}`, served.result, copy ? `static copy LCP ${copy.result.lcpMs} ms` : '');
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    copyServer.close();
  }
  const load = ONLY ? [] : await loadRuns(origin, server);
  const map = ONLY ? null : await mapRuns(origin);
  proxy.close();

  if (ONLY) return;
  const meta = {
    date: new Date().toISOString(),
    lighthouse: version,
    chrome: chromeVersion,
    cpus: cpus().length,
    load: loadavg().map((value) => value.toFixed(1)).join(' / '),
    startLoad,
  };
  mkdirSync('bench', { recursive: true });
  writeFileSync(
    'bench/results.json',
    `${JSON.stringify(
      {
        ...meta,
        runs: RUNS,
        targets,
        publicTargets,
        pages: results.map(({ page, result, runs, staticResult }) => ({
          ...page,
          token: undefined,
          median: result,
          runs,
          missed: missed(page, result, staticResult),
          ...(staticResult ? { staticCopy: staticResult, lcpRatio: Number((result.lcpMs / staticResult.lcpMs).toFixed(2)) } : {}),
        })),
        load,
        map,
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync('bench/results.md', `${markdown(results, load, meta)}\n${mapMarkdown(map)}`);
  console.log('bench: wrote bench/results.md and bench/results.json');
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill();
  });
