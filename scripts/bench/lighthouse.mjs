// The Lighthouse sections: mobile emulation, Lighthouse's network throttling and the CPU slowdown
// calibrated on the host (calibration.mjs), Debian's Chromium, once the machine
// has settled and after one run not counted. `lighthouse`: the public pages, three runs each, also
// on a static HTML copy of the server's answer (the same bytes from a file server), reporting the
// LCP ratio server / static. `signed-in`: the advertisers' and moderators' pages, five runs each,
// the median and the worst run, and each run's LCP element (which element wins is a race there);
// also the skeleton the server sends them, as a static copy (three runs): its TBT is the floor that
// the markup alone sets on the machine of the run.
//
// Signed-in pages: the token is put into localStorage through a puppeteer page on the same Chrome
// before Lighthouse loads the page with `disableStorageReset` (the cache is still cleared first).
// The admin page needs an admin user: the bench's mock proxy answers the bench's admin token with
// the `admin` example of get-authenticated-user.
//
// Each run is gathered, then audited without the tab icon's request (index.html's icon link), a lab
// choice: Chromium asks for the icon when the load event fires, whatever the page shows, and Lantern
// counts every request that ended before the observed LCP. Whether the icon won that race moved the
// simulated LCP by about 150 ms in about one run in three, on the static copy as on the server's page
// (a coin toss for the ratio). The record without it feeds all of Lantern's metrics (and the score),
// so the figures are not those of a stock Lighthouse run.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { mainThreadFigures } from './main-thread.mjs';
import { figures, lighthouseMarkdown, missed, publicTargets, signedInMarkdown, signedInMissed, signedInTargets, worstOf } from './lighthouse-report.mjs';
import { ADMIN_TOKEN, USER_TOKEN, calm, freePort, loadNow, median, sleep } from './shared.mjs';

// the server's defaults (startServer sets neither): a worker per core, a render kept for a second
const WORKERS = availableParallelism();
const RENDER_CACHE_MS = 1000;
// index.html's icon, under the app's base
const TAB_ICON = '/realt/favicon.svg';

// BENCH_ONLY=catalogue runs the pages whose name contains it, to study one page: the results files
// are then left alone and each run's full Lighthouse report is kept in bench/*.lhr.tmp instead
// (BENCH_RUNS=N runs of it, one file per run: their figures are printed)
const ONLY = process.env.BENCH_ONLY;
const STUDY_RUNS = Number(process.env.BENCH_RUNS ?? 1);
const PUBLIC_RUNS = ONLY ? STUDY_RUNS : 3;
// the signed-in pages' LCP is a race between elements: one bad run in five is what a visitor sees
const SIGNED_IN_RUNS = ONLY ? STUDY_RUNS : 5;
// the skeleton's static copy, the floor its markup sets
const SKELETON_RUNS = ONLY ? STUDY_RUNS : 3;
const georgian = [
  { name: 'main page', path: '/realt/', public: true },
  { name: 'sale catalogue', path: '/realt/catalog/sell', public: true },
  { name: 'listing detail', path: '/realt/announcement/3-otaxiani-bina-vakeshi-102', public: true },
  { name: 'market (sale)', path: '/realt/market/sell', public: true },
];
const publicPages = [
  ...georgian,
  // the same three in English and Russian: their own texts' chunks, Intl's formats
  ...['en', 'ru'].flatMap((lang) => georgian.map((page) => ({ ...page, name: `${page.name} (${lang})`, path: page.path.replace('/realt/', `/realt/${lang}/`) }))),
];
const signedInPages = [
  { name: 'my apartments', path: '/realt/profile/apartments/my-apartments', token: USER_TOKEN },
  { name: 'create form', path: '/realt/profile/advertisement/create-advertisement', token: USER_TOKEN },
  { name: 'wallet', path: '/realt/profile/my-wallet', token: USER_TOKEN },
  { name: 'admin advertisements', path: '/realt/admin/advertisements', token: ADMIN_TOKEN },
];
const chosen = (pages) => pages.filter((page) => !ONLY || page.name.includes(ONLY));

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

/** Serves the static copies of `pages` on a port of its own: answers its origin and its server (to close). */
async function copiesOf(origin, pages) {
  const copies = new Map();
  for (const page of pages) {
    const html = withoutScripts(await (await fetch(`${origin}${page.path}`)).text());
    copies.set(page.path, { html, brotli: brotliCompressSync(html) });
  }
  const copyPort = await freePort();
  return { copyOrigin: `http://localhost:${copyPort}`, copyServer: await staticCopies(copyPort, origin, copies) };
}

/** The page as a crawler or a visitor without JavaScript gets it: the server's HTML, scripts removed. */
function withoutScripts(html) {
  return html.replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * Asks for the page twice per worker of the server, then waits out its render cache: each worker has
 * compiled the page's code paths, as in a server that has been up for a while, and every measured
 * run is still rendered anew (a cold worker's first render of a page takes several times a warm one's).
 */
async function warm(origin, page) {
  for (let index = 0; index < 2 * WORKERS; index++) {
    await (await fetch(`${origin}${page.path}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  }
  await sleep(RENDER_CACHE_MS + 200);
}

/**
 * The page's Lighthouse report and its main thread's own figures (main-thread.mjs), from a run whose
 * record leaves out the tab icon's request (see above): the browser's own request for the icon's
 * address (type Other, no initiator in the page), with everything logged under its id (its response,
 * data, end).
 */
async function withoutTabIcon(url, flags) {
  const dir = mkdtempSync(join(tmpdir(), 'realt-bench-'));
  try {
    await lighthouse(url, { ...flags, gatherMode: dir });
    const logPath = join(dir, 'defaultPass.devtoolslog.json');
    // a page that did not load (NO_FCP, a bad status) saved its record under another name: its report says so
    if (existsSync(logPath)) {
      const log = JSON.parse(readFileSync(logPath, 'utf8'));
      const icon = new Set(
        log
          .filter(({ method, params }) => method === 'Network.requestWillBeSent' && params.type === 'Other' && params.initiator?.type === 'other' && new URL(params.request.url).pathname === TAB_ICON)
          .map(({ params }) => params.requestId),
      );
      if (icon.size === 0) console.warn(`bench: no request for ${TAB_ICON} by the browser in the record of ${url}`);
      writeFileSync(logPath, JSON.stringify(log.filter((entry) => !icon.has(entry.params?.requestId))));
    }
    const { lhr } = await lighthouse(url, { ...flags, auditMode: dir });
    const tracePath = join(dir, 'defaultPass.trace.json');
    // a run Lighthouse could not use (NO_FCP) is taken again, its trace unread
    const mainThread = lhr.runtimeError ? null : mainThreadFigures(JSON.parse(readFileSync(tracePath, 'utf8')), flags.throttling.cpuSlowdownMultiplier);
    return { lhr, mainThread };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `copy`: the page is a static copy, a file: nothing to warm up. */
async function lighthouseRuns(chrome, browser, origin, page, count, { throttling, label = page.name, copy = false }) {
  const runs = [];
  let version = '';
  if (!copy) await warm(origin, page);
  const audit = async () => {
    if (page.token) {
      // a static file of the origin: the app does not start, so nothing reads the token early
      const tab = await browser.newPage();
      await tab.goto(`${origin}/realt/favicon.svg`);
      await tab.evaluate((token) => localStorage.setItem('access-token', token), page.token);
      // Lighthouse keeps the storage, and with it the cache: a run taken again must not find it warm
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await tab.close();
    }
    return withoutTabIcon(`${origin}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: page.public ? ['performance', 'accessibility', 'seo'] : ['performance', 'accessibility'],
      disableStorageReset: Boolean(page.token),
      throttling,
    });
  };
  for (let index = 0; index < count; index++) {
    let { lhr, mainThread } = await audit();
    // Chromium now and then records no usable trace (NO_NAVSTART, NO_FCP): that run is taken again
    for (let again = 0; lhr.runtimeError && again < 2; again++) ({ lhr, mainThread } = await audit());
    version = lhr.lighthouseVersion;
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
    if (lhr.finalDisplayedUrl !== `${origin}${page.path}`) throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}`);
    runs.push({ ...figures(lhr), ...mainThread });
    if (!page.public || ONLY) console.log(`bench: ${label} run ${index + 1}`, runs.at(-1).lcpMs, 'ms', runs.at(-1).lcpElement?.selector ?? 'no LCP element', `TBT ${runs.at(-1).tbtMs} ms (trace sum: ${runs.at(-1).wallTbtMs} ms by the wall clock, ${runs.at(-1).cpuTbtMs} ms on CPU time)`);
    if (ONLY) writeFileSync(`bench/${label.replaceAll(' ', '-')}-${index + 1}.lhr.tmp`, JSON.stringify(lhr, null, 1));
  }
  // a figure some run lacks (a trace without the thread's clock) has no median
  const numbers = Object.keys(runs[0]).filter((key) => runs.every((run) => typeof run[key] === 'number' || run[key] === null));
  const result = Object.fromEntries(numbers.map((key) => [key, median(runs.map((one) => one[key]))]));
  return { result, runs, version };
}

/**
 * Starts Debian's Chromium for Lighthouse once the machine has settled, runs `measure` with it and
 * closes it. Answers what `measure` answered, Chrome's version and the load average at the start.
 */
async function withChrome(origin, throttling, measure) {
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const chromeVersion = await browser.version();
    // on two cores whatever else runs lengthens the page's tasks, and TBT with them
    const startLoad = (await calm(1, 90)).toFixed(1);
    console.log(`bench: measuring at load average ${startLoad}`);
    // Chromium's first page load in a fresh profile also starts its own services: one run not counted
    await lighthouse(`${origin}/realt/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttling });
    return { ...(await measure(chrome, browser)), chromeVersion, startLoad };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/** The public pages. Answers the section's part of the results, or null when BENCH_ONLY studies one page. */
export async function lighthouseSection({ server, calibration }) {
  const throttling = { cpuSlowdownMultiplier: calibration.cpuSlowdown };
  const { origin } = server;
  const pages = chosen(publicPages);
  if (pages.length === 0) return null;
  const { copyOrigin, copyServer } = await copiesOf(origin, pages);
  const { results, version, chromeVersion, startLoad } = await withChrome(origin, throttling, async (chrome, browser) => {
    const results = [];
    let version = '';
    for (const page of pages) {
      const served = await lighthouseRuns(chrome, browser, origin, page, PUBLIC_RUNS, { throttling });
      version = served.version;
      const copy = await lighthouseRuns(chrome, browser, copyOrigin, page, PUBLIC_RUNS, { throttling, label: `${page.name} static copy`, copy: true });
      results.push({ page, result: served.result, runs: served.runs, staticResult: copy.result });
      console.log(`bench: ${page.name}`, served.result, `static copy LCP ${copy.result.lcpMs} ms`);
    }
    return { results, version };
  }).finally(() => copyServer.close());
  if (ONLY) return null;
  const json = {
    date: new Date().toISOString(),
    lighthouse: version,
    chrome: chromeVersion,
    cpus: cpus().length,
    load: loadNow(),
    startLoad,
    calibration,
    runs: PUBLIC_RUNS,
    withoutTabIcon: true,
    publicTargets,
    pages: results.map(({ page, result, runs, staticResult }) => ({
      ...page,
      median: result,
      runs,
      missed: missed(result, staticResult),
      staticCopy: staticResult,
      lcpRatio: Number((result.lcpMs / staticResult.lcpMs).toFixed(2)),
    })),
  };
  return { markdown: lighthouseMarkdown(json), json };
}

/** The signed-in pages. Answers the section's part of the results, or null when BENCH_ONLY studies one page. */
export async function signedInSection({ server, calibration }) {
  const throttling = { cpuSlowdownMultiplier: calibration.cpuSlowdown };
  const { origin } = server;
  const pages = chosen(signedInPages);
  if (pages.length === 0) return null;
  // the skeleton the server sends, without its scripts: what its markup alone costs on this machine
  const { copyOrigin, copyServer } = await copiesOf(origin, pages);
  const { results, version, chromeVersion, startLoad } = await withChrome(origin, throttling, async (chrome, browser) => {
    const results = [];
    let version = '';
    for (const page of pages) {
      const pageLoad = Number(loadavg()[0].toFixed(1));
      const served = await lighthouseRuns(chrome, browser, origin, page, SIGNED_IN_RUNS, { throttling });
      version = served.version;
      const copy = await lighthouseRuns(chrome, browser, copyOrigin, { ...page, token: undefined }, SKELETON_RUNS, { throttling, label: `${page.name} skeleton`, copy: true });
      results.push({ page, result: served.result, runs: served.runs, startLoad: pageLoad, skeleton: copy.result });
      console.log(`bench: ${page.name}`, served.result, `skeleton alone: TBT ${copy.result.tbtMs} ms`);
    }
    return { results, version };
  }).finally(() => copyServer.close());
  if (ONLY) return null;
  const json = {
    date: new Date().toISOString(),
    lighthouse: version,
    chrome: chromeVersion,
    cpus: cpus().length,
    load: loadNow(),
    startLoad,
    calibration,
    runs: SIGNED_IN_RUNS,
    withoutTabIcon: true,
    targets: signedInTargets,
    skeletonRuns: SKELETON_RUNS,
    pages: results.map(({ page, result, runs, startLoad: pageLoad, skeleton }) => {
      const worst = worstOf(runs);
      return { name: page.name, path: page.path, startLoad: pageLoad, median: result, worst, runs, skeleton, missed: signedInMissed(result, worst) };
    }),
  };
  return { markdown: signedInMarkdown(json), json };
}
