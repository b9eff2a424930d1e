// npm run bench (issue 9; not part of npm test): builds the app, serves the built bundle with the
// Prism mock on free ports, and runs Lighthouse (mobile emulation, default throttling, Debian's
// Chromium) three times on each page below. Writes the medians to bench/results.md and
// bench/results.json.
//
// Signed-in pages: the token is put into localStorage through a puppeteer page on the same Chrome
// before Lighthouse loads the page with `disableStorageReset` (the cache is still cleared first).
// The admin page needs an admin user: a small proxy in front of Prism asks for the `admin`
// example of get-authenticated-user when the request carries the bench's admin token.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { cpus, loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const OUT_DIR = 'dist-bench';
// BENCH_ONLY=catalogue runs the pages whose name contains it, to study one page: the results files
// are then left alone and each run's full Lighthouse report is kept in bench/*.lhr.tmp instead
const ONLY = process.env.BENCH_ONLY;
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
const targets = { performance: 95, accessibility: 100, lcpMs: 1800, tbtMs: 100, cls: 0.02 };

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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function figures(lhr) {
  const bytes = (type) => lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsKB: Number((bytes('script') / 1024).toFixed(1)),
    cssKB: Number((bytes('stylesheet') / 1024).toFixed(1)),
  };
}

function missed(page, result) {
  const misses = [];
  if (result.performance < targets.performance) misses.push(`performance ${result.performance} < ${targets.performance}`);
  if (result.accessibility < targets.accessibility) misses.push(`accessibility ${result.accessibility} < ${targets.accessibility}`);
  if (page.public) {
    if (result.lcpMs > targets.lcpMs) misses.push(`LCP ${result.lcpMs} ms > ${targets.lcpMs}`);
    if (result.tbtMs > targets.tbtMs) misses.push(`TBT ${result.tbtMs} ms > ${targets.tbtMs}`);
    if (result.cls > targets.cls) misses.push(`CLS ${result.cls} > ${targets.cls}`);
  }
  return misses;
}

function markdown(results, meta) {
  const lines = [
    '# Lighthouse benchmark',
    '',
    `Run ${meta.date} with Lighthouse ${meta.lighthouse} on ${meta.chrome}: mobile emulation with the default`,
    `throttling, median of ${RUNS} runs per page, the built bundle served by \`vite preview\` with the Prism mock.`,
    `Machine: ${meta.cpus} CPUs, load average ${meta.load} at the end of the run (TBT and the performance score grow`,
    'with the load of whatever else runs on the machine).',
    '`npm run bench` writes this file and results.json.',
    '',
    `Targets: performance ≥ ${targets.performance}, accessibility ${targets.accessibility} on every page; on the public pages`,
    `LCP ≤ ${targets.lcpMs / 1000} s, TBT ≤ ${targets.tbtMs} ms, CLS ≤ ${targets.cls}.`,
    '',
    '| page | performance | accessibility | FCP | LCP | TBT | CLS | JS transferred | CSS transferred | missed targets |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
  ];
  for (const { page, result } of results) {
    const misses = missed(page, result);
    lines.push(
      `| ${page.name} (\`${page.path}\`) | ${result.performance} | ${result.accessibility} | ${(result.fcpMs / 1000).toFixed(2)} s | ${(result.lcpMs / 1000).toFixed(2)} s | ${result.tbtMs} ms | ${result.cls} | ${result.jsKB} KB | ${result.cssKB} KB | ${misses.join('; ') || 'none'} |`,
    );
  }
  if (results.some(({ page, result }) => page.public && result.lcpMs > targets.lcpMs)) {
    lines.push(
      '',
      '## Why LCP stays above 1.8 s on the public pages',
      '',
      'The app renders in the browser (a Vite single-page app, the same static bundle the desktop app serves), so',
      'nothing paints before the entry chunk has downloaded and run: about 79 KB gzipped, of which React DOM is',
      'about 65 KB. Under the simulated slow-4G phone that alone puts the first paint (FCP column) near 1.7–2.0 s;',
      'the largest element (the hero, or a listing photo after its data) follows it. The chain is already one step',
      'long: the screen\'s code and its first request start together at boot (`prefetchScreen` in',
      'src/app/routes.tsx), renders are transitions, only the Georgian subset of the font loads. Reaching 1.8 s',
      'needs HTML rendered ahead of the script (server or build-time rendering), which this design does not have.',
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  console.log('bench: building');
  await new Promise((resolve, reject) =>
    run('node', ['node_modules/.bin/vite', 'build', '--outDir', OUT_DIR, '--logLevel', 'warn']).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build failed (${code})`)),
    ),
  );
  const [prismPort, proxyPort, previewPort] = [await freePort(), await freePort(), await freePort()];
  run('node', ['node_modules/.bin/prism', 'mock', '-h', '127.0.0.1', '-p', String(prismPort), '--errors', 'openapi/openapi.yaml']);
  await waitFor(`http://127.0.0.1:${prismPort}/api/districts`);
  const proxy = await mockProxy(proxyPort, prismPort);
  run('node', ['node_modules/.bin/vite', 'preview', '--port', String(previewPort), '--strictPort', '--outDir', OUT_DIR], {
    MOCK_PORT: String(proxyPort),
  });
  const origin = `http://localhost:${previewPort}`;
  await waitFor(`${origin}/realt/`);

  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const chromeVersion = await browser.version();
  const results = [];
  let version = '';
  try {
    for (const page of pages.filter((one) => !ONLY || one.name.includes(ONLY))) {
      const runs = [];
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
        const { lhr } = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: Boolean(page.token),
        });
        version = lhr.lighthouseVersion;
        if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
        if (lhr.finalDisplayedUrl !== `${origin}${page.path}`) throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}`);
        runs.push(figures(lhr));
        if (ONLY) writeFileSync(`bench/${page.name.replaceAll(' ', '-')}.lhr.tmp`, JSON.stringify(lhr, null, 1));
      }
      const result = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((one) => one[key]))]));
      results.push({ page, result, runs });
      console.log(`bench: ${page.name}`, result);
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    proxy.close();
  }

  if (ONLY) return;
  const meta = {
    date: new Date().toISOString(),
    lighthouse: version,
    chrome: chromeVersion,
    cpus: cpus().length,
    load: loadavg().map((value) => value.toFixed(1)).join(' / '),
  };
  mkdirSync('bench', { recursive: true });
  writeFileSync(
    'bench/results.json',
    `${JSON.stringify(
      { ...meta, runs: RUNS, targets, pages: results.map(({ page, result, runs }) => ({ ...page, token: undefined, median: result, runs, missed: missed(page, result) })) },
      null,
      2,
    )}\n`,
  );
  writeFileSync('bench/results.md', markdown(results, meta));
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
