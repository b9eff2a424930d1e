// The load section: the catalogue, a listing and the main page at 20 and 200 connections, each as
// cache misses (a new address every request, so every request renders) and as cache hits (the
// same address every request), and the catalogue's misses at a fixed rate too. Each answer's Server-Timing says whether it cost a render, so each
// row says how many renders it caused: a figure that does not say whether it hit a cache says
// nothing.
import { LOAD_SECONDS, TIMEOUT_SECONDS, measured, non2xxText } from './cannon.mjs';
import { memoryText, sampleMemory } from './memory.mjs';
import { loadNow, startServer, stop } from './shared.mjs';

const CONNECTIONS = [20, 200];

const pages = [
  {
    name: 'sale catalogue',
    hit: '/realt/catalog/sell?rangePrice=1000',
    miss: (n) => `/realt/catalog/sell?rangePrice=${1001 + n}`,
    // and at a fixed rate: the latency a visitor sees while the server renders that many a second
    missRates: [150],
  },
  {
    name: 'listing',
    hit: '/realt/announcement/3-otaxiani-bina-vakeshi-102',
    // the mock answers any slug of the contract's pattern (^[a-z0-9-]+$) with its listing
    miss: (n) => `/realt/announcement/bench-listing-${n}`,
  },
  {
    name: 'main page',
    hit: '/realt/',
    // no address of the main page changes its content, and the render cache keys by the
    // canonical address: its misses are measured on a server started with the cache off
    miss: () => '/realt/',
    uncached: { SSR_CACHE_MS: '0' },
  },
];

async function oneRun(server, page, cache, load, counter) {
  const nextPath = cache === 'miss' ? () => page.miss(counter.next++) : () => page.hit;
  const row = await measured(`load ${page.name} ${cache}`, load, nextPath, async (fire) => {
    const memory = sampleMemory(server.child.pid);
    const figures = await fire(server.origin);
    return { ...figures, rendersPerSecond: Math.round(figures.renders / figures.seconds), memory: memory() };
  });
  return { page: page.name, cache, ...load, address: cache === 'miss' ? `a new one per request, like ${page.miss(0)}` : page.hit, ...row };
}

/** Runs every page's misses and hits on `server` (and a cache-off server where a page needs one). */
export async function loadSection({ server, mock }) {
  const rows = [];
  for (const page of pages) {
    const counter = { next: 0 };
    const missServer = page.uncached ? await startServer(mock.origin, page.uncached) : server;
    for (const connections of CONNECTIONS) rows.push(await oneRun(missServer, page, 'miss', { connections }, counter));
    for (const rate of page.missRates ?? []) rows.push(await oneRun(missServer, page, 'miss', { rate }, counter));
    if (missServer !== server) await stop(missServer.child);
    for (const connections of CONNECTIONS) rows.push(await oneRun(server, page, 'hit', { connections }, counter));
  }
  const json = { date: new Date().toISOString(), seconds: LOAD_SECONDS, timeoutSeconds: TIMEOUT_SECONDS, rows, loadAtEnd: loadNow() };
  return { markdown: loadMarkdown(json), json };
}

function loadMarkdown({ date, seconds, timeoutSeconds, rows, loadAtEnd }) {
  return [
    `Run ${date}: ${seconds} s per run, ${timeoutSeconds} s timeout, \`Accept-Encoding: gzip, deflate, br\`, from the bench's own process on the`,
    'same machine, against the production server of the bench\'s build (a worker per core) with the Prism mock as API.',
    '"20 connections", "200 connections": autocannon\'s closed loop, each connection asking again as soon as it is answered',
    '(the most the server answers); "fixed 150/s": the bench\'s open loop, requests evenly spaced, each latency counted from',
    'when its request was due (what a visitor sees at that traffic).',
    '- **miss**: a new address every request, so each one renders: the sale catalogue `/realt/catalog/sell?rangePrice=1001`,',
    '  `1002`, …; a listing `/realt/announcement/bench-listing-0`, `-1`, … (the mock answers any slug of the contract\'s',
    '  pattern with its listing); the main page `/realt/` on a second server started with `SSR_CACHE_MS=0` (no address',
    '  changes the main page, and the render cache keys by the canonical address).',
    '- **hit**: the same address every request: `/realt/catalog/sell?rangePrice=1000`,',
    '  `/realt/announcement/3-otaxiani-bina-vakeshi-102`, `/realt/`.',
    '',
    '"renders/s" counts the answers whose `Server-Timing` header says `render;dur=…` (the server rendered the page for',
    'that request) rather than `cache;desc=hit` (a page it kept, or was rendering for another request): about the',
    'requests/s on a miss, a few on a hit. The server renders from Prism directly, with no counting process on the path.',
    'Latency percentiles are of the answered requests; a timeout is not an error here. Peak RSS is sampled every',
    '250 ms over the run, per process of the server (its primary and each worker). A run starts once the 1-minute',
    'load average is at most 1.5 (other work on the machine shows in every figure) and is repeated, up to 3 times,',
    `when it started above; the load average at its start is in the table (${loadAtEnd} at the end).`,
    '',
    '| page | cache | load | requests/s | renders/s | p50 | p99 | errors | timeouts | non-2xx | load at start | peak RSS |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --- | --: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${row.cache} | ${row.rate ? `fixed ${row.rate}/s` : `${row.connections} connections`} | ${row.rps} | ${row.rendersPerSecond} | ${row.p50} ms | ${row.p99} ms | ${row.errors} | ${row.timeouts} | ${non2xxText(row)} | ${row.startLoad} | ${memoryText(row.memory)} |`,
    ),
    '',
  ].join('\n');
}
