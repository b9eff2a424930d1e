// The CPU slowdown, calibrated on the host as Lighthouse's throttling guide says: its default 4×
// turns a high-end desktop (benchmarkIndex about 1,500-2,000) into a mid-tier phone, and on a slower
// host it simulates a far slower phone than that (on this project's 2-core machines, a page with no
// script measured 115-476 ms of TBT at 4×). The host's benchmarkIndex is Lighthouse's own, from runs
// on a one-line page; the slowdown is benchmarkIndex / 440, between 1 and 4, and every section that
// slows the CPU (Lighthouse's pages and their static copies, the interactions) uses the same one.
// The cost of memory written for the first time is reported beside it: benchmarkIndex does not
// measure it, and on virtual machines whose host backs the guest's memory lazily it moves TBT far
// more than the index does (each page a renderer writes first is a fault, slowed like the rest).
import http from 'node:http';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { calm, freePort, median } from './shared.mjs';

const RUNS = 3;
const TOUCHED_BYTES = 64 * 1024 * 1024;
const PAGE_BYTES = 4096;
// the benchmarkIndex of what the slowdown simulates: Lighthouse's 4× on a host of about 1,760
export const PHONE_INDEX = 440;
export const MIN_SLOWDOWN = 1;
export const MAX_SLOWDOWN = 4;

/** The slowdown for a host of `benchmarkIndex`, to one decimal. */
export function slowdownFor(benchmarkIndex) {
  const multiplier = Math.round((benchmarkIndex / PHONE_INDEX) * 10) / 10;
  return Math.min(MAX_SLOWDOWN, Math.max(MIN_SLOWDOWN, multiplier));
}

/** Microseconds per 4 KiB page to write memory never written before (a fresh mapping each time). */
export function firstTouchMicros() {
  const fresh = Buffer.allocUnsafeSlow(TOUCHED_BYTES);
  const start = process.hrtime.bigint();
  for (let offset = 0; offset < fresh.length; offset += PAGE_BYTES) fresh[offset] = 1;
  return Number(process.hrtime.bigint() - start) / 1000 / (TOUCHED_BYTES / PAGE_BYTES);
}

/**
 * The host's benchmarkIndex (median of three Lighthouse runs on a one-line page, once the machine
 * has settled) and the slowdown it calls for. BENCH_CPU_SLOWDOWN sets the slowdown instead (the
 * index is still measured and reported).
 */
export async function calibrate() {
  const port = await freePort();
  const page = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>calibration</title><p>One line.</p></html>');
  });
  await new Promise((resolve) => page.listen(port, '127.0.0.1', resolve));
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const startLoad = (await calm(1, 90)).toFixed(1);
    const indices = [];
    for (let index = 0; index < RUNS; index++) {
      const { lhr } = await lighthouse(`http://127.0.0.1:${port}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      indices.push(Math.round(lhr.environment.benchmarkIndex));
    }
    const benchmarkIndex = median(indices);
    const firstTouch = Math.round(median(Array.from({ length: RUNS }, firstTouchMicros)) * 10) / 10;
    const chosen = process.env.BENCH_CPU_SLOWDOWN;
    const cpuSlowdown = chosen ? Number(chosen) : slowdownFor(benchmarkIndex);
    console.log(`bench: benchmarkIndex ${indices.join(', ')} (median ${benchmarkIndex}): CPU slowdown ${cpuSlowdown}×${chosen ? ' (BENCH_CPU_SLOWDOWN)' : ''}; memory first written ${firstTouch} µs per page`);
    return { benchmarkIndex, indices, cpuSlowdown, chosen: Boolean(chosen), startLoad, firstTouch };
  } finally {
    chrome.kill();
    page.close();
  }
}

/** The calibration as a sentence of results.md. */
export function calibrationNote({ benchmarkIndex, indices, cpuSlowdown, chosen, firstTouch }) {
  const slowdown = chosen
    ? `CPU slowed ${cpuSlowdown}× (set by BENCH_CPU_SLOWDOWN; the host's benchmarkIndex ${benchmarkIndex}, runs ${indices.join(', ')}).`
    : `CPU slowed ${cpuSlowdown}×, calibrated on the host: Lighthouse's benchmarkIndex ${benchmarkIndex} (median of ${indices.join(', ')}) / ${PHONE_INDEX}, between ${MIN_SLOWDOWN} and ${MAX_SLOWDOWN} (Lighthouse's throttling guide: its default 4× assumes a high-end desktop).`;
  // older results.json sections predate the measure
  if (firstTouch === undefined) return slowdown;
  return `${slowdown} Memory written for the first time: ${firstTouch} µs per 4 KiB page (median of ${RUNS} runs over ${TOUCHED_BYTES / 1024 / 1024} MiB), which benchmarkIndex does not measure; each page a renderer writes first costs it once, slowed like the rest of its work (on bare metal, about 1 µs).`;
}
