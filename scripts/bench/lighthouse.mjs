// The Lighthouse section: mobile emulation, default throttling, Debian's Chromium, three runs per
// page once the machine has settled and after one run not counted; the public pages also on a
// static HTML copy of the server's answer (the same bytes from a file server), reporting the LCP
// ratio server / static.
//
// Signed-in pages: the token is put into localStorage through a puppeteer page on the same Chrome
// before Lighthouse loads the page with `disableStorageReset` (the cache is still cleared first).
// The admin page needs an admin user: the bench's mock proxy answers the bench's admin token with
// the `admin` example of get-authenticated-user.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { figures, lighthouseMarkdown, missed, publicTargets, targets } from './lighthouse-report.mjs';
import { ADMIN_TOKEN, USER_TOKEN, calm, freePort, loadNow, median } from './shared.mjs';

// BENCH_ONLY=catalogue runs the pages whose name contains it, to study one page: the results files
// are then left alone and each run's full Lighthouse report is kept in bench/*.lhr.tmp instead
const ONLY = process.env.BENCH_ONLY;
const RUNS = ONLY ? 1 : 3;
const georgian = [
  { name: 'main page', path: '/realt/', public: true },
  { name: 'sale catalogue', path: '/realt/catalog/sell', public: true },
  { name: 'listing detail', path: '/realt/announcement/3-otaxiani-bina-vakeshi-102', public: true },
];
const pages = [
  ...georgian,
  // the same three in English and Russian: their own texts' chunks, Intl's formats
  ...['en', 'ru'].flatMap((lang) => georgian.map((page) => ({ ...page, name: `${page.name} (${lang})`, path: page.path.replace('/realt/', `/realt/${lang}/`) }))),
  { name: 'my apartments', path: '/realt/profile/apartments/my-apartments', token: USER_TOKEN },
  { name: 'create form', path: '/realt/profile/advertisement/create-advertisement', token: USER_TOKEN },
  { name: 'admin advertisements', path: '/realt/admin/advertisements', token: ADMIN_TOKEN },
];

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

/** The page as a crawler or a visitor without JavaScript gets it: the server's HTML, scripts removed. */
function withoutScripts(html) {
  return html.replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
}

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

/** Answers the section's part of the results, or null when BENCH_ONLY studies one page. */
export async function lighthouseSection({ server }) {
  const { origin } = server;
  const copies = new Map();
  for (const page of pages.filter((one) => one.public)) {
    const html = withoutScripts(await (await fetch(`${origin}${page.path}`)).text());
    copies.set(page.path, { html, brotli: brotliCompressSync(html) });
  }
  const copyPort = await freePort();
  const copyServer = await staticCopies(copyPort, origin, copies);
  const copyOrigin = `http://localhost:${copyPort}`;

  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const chromeVersion = await browser.version();
  // on two cores whatever else runs lengthens the page's tasks, and TBT with them
  const startLoad = (await calm(1, 90)).toFixed(1);
  console.log(`bench: measuring at load average ${startLoad}`);
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
  if (ONLY) return null;
  const json = {
    date: new Date().toISOString(),
    lighthouse: version,
    chrome: chromeVersion,
    cpus: cpus().length,
    load: loadNow(),
    startLoad,
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
  };
  return { markdown: lighthouseMarkdown(json), json };
}
