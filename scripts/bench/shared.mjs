// What every benchmark needs: the build, the mock and the production server on free ports, the
// machine's load before a measurement, and the results files (one part per section).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
export const USER_TOKEN = '7|bench-user-token-0123456789';
export const ADMIN_TOKEN = '8|bench-admin-token-0123456789';
/**
 * A load run starts once the 1-minute load average is at most this (waiting up to
 * BENCH_CALM_SECONDS), and is repeated when it started above.
 */
export const MAX_LOAD = Number(process.env.BENCH_MAX_LOAD ?? 1.5);
const CALM_SECONDS = Number(process.env.BENCH_CALM_SECONDS ?? 180);

const children = new Set();
export function run(command, args, env = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export function stopAll() {
  for (const child of children) child.kill();
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });
}

/** BENCH_PORT=4211 puts the bench's own listeners on 4211, 4212, …; else the system picks them. */
let nextPort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 0;
export function freePort() {
  if (nextPort) return Promise.resolve(nextPort++);
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitFor(url) {
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

export const build = (args) =>
  new Promise((resolve, reject) =>
    run('node', ['node_modules/.bin/vite', 'build', ...args, '--logLevel', 'warn'], { OUT_DIR }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build failed (${code})`)),
    ),
  );

/**
 * Prism on BENCH_MOCK_PORT (or a free port): `origin`, what the load sections' servers render
 * from, nothing in between (they count renders by the server's own Server-Timing header).
 * `scenarios()` starts, once, the bench's scenario proxy in front of it (mock-proxy.mjs: the admin
 * user for the admin token) and answers its origin, for the sections that sign in.
 */
export async function startMock() {
  const prismPort = process.env.BENCH_MOCK_PORT ? Number(process.env.BENCH_MOCK_PORT) : await freePort();
  run('node', ['node_modules/.bin/prism', 'mock', '-h', '127.0.0.1', '-p', String(prismPort), '--errors', 'openapi/openapi.yaml']);
  const origin = `http://127.0.0.1:${prismPort}`;
  await waitFor(`${origin}/api/districts`);
  let proxied;
  const scenarios = () =>
    (proxied ??= (async () => {
      const proxyPort = await freePort();
      const script = fileURLToPath(new URL('./mock-proxy.mjs', import.meta.url));
      run('node', [script], { MOCK_PROXY_PORT: String(proxyPort), PRISM_PORT: String(prismPort), ADMIN_TOKEN });
      const proxyOrigin = `http://127.0.0.1:${proxyPort}`;
      await waitFor(`${proxyOrigin}/api/districts`);
      return proxyOrigin;
    })());
  return { origin, scenarios };
}

/** The production server of the bench's build (or the one in `outDir`) on a free port; `env` adds to its settings. */
export async function startServer(apiUrl, env = {}, outDir = OUT_DIR) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = run('node', [`${outDir}/server/main.js`], { PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl, PUBLIC_URL: origin, ...env });
  await waitFor(`${origin}/healthz`);
  return { origin, child };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits (up to `seconds`) for the 1-minute load average to fall to `max`: on two cores whatever
 * else runs (builds, another bench, the previous run) shows in every figure. Answers the load then.
 */
export async function calm(max = MAX_LOAD, seconds = CALM_SECONDS) {
  for (let waited = 0; waited < seconds && loadavg()[0] > max; waited += 5) await sleep(5000);
  return Number(loadavg()[0].toFixed(2));
}

export const loadNow = () => loadavg().map((value) => value.toFixed(1)).join(' / ');

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A repeatable pseudo-random sequence (mulberry32) in [0, 1). */
export function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PREAMBLE = [
  '# Benchmarks',
  '',
  '`npm run bench` writes this file and results.json, one section each per benchmark; `npm run bench -- load`',
  '(or `lighthouse`, `signed-in`, `render-cpu`, `proxy-cache`, `map`, `interactions`) runs one and replaces only its section.',
  '',
].join('\n');

/**
 * Replaces the given sections of bench/results.md (from their `## ` heading to the next one) and
 * their keys of bench/results.json, keeping the others; `order` is the sections' place in the file.
 * Each part: { key, heading, markdown (what follows the heading), json }.
 */
export function writeResults(parts, order) {
  mkdirSync('bench', { recursive: true });
  let markdown = '';
  let json = {};
  try {
    markdown = readFileSync('bench/results.md', 'utf8');
    json = JSON.parse(readFileSync('bench/results.json', 'utf8'));
  } catch {
    // no earlier run: the files hold what ran now
  }
  const blocks = new Map();
  for (const block of markdown.split(/^(?=## )/m).slice(1)) {
    const key = order.find((part) => block.startsWith(`${part.heading}\n`))?.key;
    if (key) blocks.set(key, block.trimEnd());
  }
  for (const part of parts) {
    blocks.set(part.key, `${part.heading}\n\n${part.markdown.trimEnd()}`);
    json[part.key] = part.json;
  }
  const sections = order.map((part) => blocks.get(part.key)).filter(Boolean);
  writeFileSync('bench/results.md', `${PREAMBLE}\n${sections.join('\n\n')}\n`);
  writeFileSync('bench/results.json', `${JSON.stringify(json, null, 2)}\n`);
  console.log(`bench: wrote ${parts.map((part) => part.key).join(', ')} to bench/results.md and bench/results.json`);
}
