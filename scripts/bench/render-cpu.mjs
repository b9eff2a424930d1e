// The render-cpu section: the CPU time (user + system, Linux /proc) one render of each public page
// costs its process, and the compressed bytes it sends: a server of one process with the render
// cache off, asked for a new address every request, a few at a time. BENCH_CPU_BASELINE=<out dir>
// measures another build too (main's, say), the two taking turns, so both see the same machine.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { HEADERS } from './cannon.mjs';
import { loadNow, startServer, stop } from './shared.mjs';

const RENDERS = Number(process.env.BENCH_CPU_RENDERS ?? 300);
const WARM_UP = 60;
const AT_ONCE = 4;
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 2);

const pages = [
  { name: 'sale catalogue', path: (n) => `/realt/catalog/sell?rangePrice=${5001 + n}` },
  // the main page has one content; the cache is off, so each request renders it
  { name: 'main page', path: () => '/realt/' },
  { name: 'listing', path: (n) => `/realt/announcement/bench-cpu-${n}` },
  { name: 'user page', path: (n) => `/realt/user/${100 + n}` },
];

/** The CPU milliseconds a process has used (utime + stime, in clock ticks of 10 ms). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Asks for `count` addresses from `from` on, `AT_ONCE` at a time: the statuses and the bytes received. */
async function ask(origin, page, from, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: AT_ONCE });
  const get = (path) =>
    new Promise((resolve, reject) => {
      http
        .get(new URL(path, origin), { agent, headers: HEADERS }, (response) => {
          let bytes = 0;
          response.on('data', (chunk) => (bytes += chunk.length));
          response.on('end', () => resolve({ status: response.statusCode, bytes }));
        })
        .on('error', reject);
    });
  let next = from;
  let bytes = 0;
  const statuses = {};
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < from + count) {
        const answer = await get(page.path(next++));
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        bytes += answer.bytes;
      }
    }),
  );
  agent.destroy();
  return { statuses, bytes: Math.round(bytes / count) };
}

export async function renderCpuSection({ mock }) {
  const builds = [{ build: 'this build' }, ...(process.env.BENCH_CPU_BASELINE ? [{ build: process.env.BENCH_CPU_BASELINE, outDir: process.env.BENCH_CPU_BASELINE }] : [])];
  const figures = new Map();
  let next = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const { build, outDir } of builds) {
      const server = await startServer(mock.origin, { WEB_CONCURRENCY: '1', SSR_CACHE_MS: '0', LOG_LEVEL: 'warn', MAX_RENDERS: String(AT_ONCE) }, outDir);
      for (const page of pages) {
        await ask(server.origin, page, (next += RENDERS), WARM_UP);
        const before = cpuMs(server.child.pid);
        const { statuses, bytes } = await ask(server.origin, page, (next += RENDERS), RENDERS);
        const ms = (cpuMs(server.child.pid) - before) / RENDERS;
        const key = `${page.name}\n${build}`;
        const row = figures.get(key) ?? { page: page.name, build, cpuMs: [], bytes, statuses };
        row.cpuMs.push(Number(ms.toFixed(2)));
        figures.set(key, row);
        console.log(`bench: render-cpu ${page.name}, ${build}: ${ms.toFixed(2)} ms`, statuses);
      }
      await stop(server.child);
    }
  }
  const json = { date: new Date().toISOString(), renders: RENDERS, atOnce: AT_ONCE, rounds: ROUNDS, rows: [...figures.values()], load: loadNow() };
  return { markdown: renderCpuMarkdown(json), json };
}

function renderCpuMarkdown({ date, renders, atOnce, rounds, rows, load }) {
  return [
    `Run ${date}: the production server as one process (\`WEB_CONCURRENCY=1\`) with the render cache off (\`SSR_CACHE_MS=0\`), the`,
    `Prism mock as API, ${renders} requests per page and run, ${atOnce} at a time, each for a new address (after ${WARM_UP} to warm up), as a`,
    'browser asks (compressed answers). CPU: the user + system time of the server process over the run, divided by the',
    `requests (rendering, compression, HTTP and the API calls; not the mock's or the client's), in ${rounds} runs, the builds`,
    `taking turns. Load average ${load} at the end (other work on the machine slows each render, and shows here too).`,
    '',
    '| page | build | CPU per render (runs) | bytes sent | statuses |',
    '| --- | --- | --- | --: | --- |',
    ...rows.map((row) => `| ${row.page} | ${row.build} | ${row.cpuMs.map((ms) => `${ms} ms`).join(', ')} | ${row.bytes} | ${Object.entries(row.statuses).map(([code, count]) => `${code}: ${count}`).join(', ')} |`),
    '',
  ].join('\n');
}
