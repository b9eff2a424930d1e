// One load run for `seconds`, each request's path from `nextPath()` (a new address per request, or
// always the same one), as a browser asks (compressed answers): a closed loop (autocannon, each of
// `connections` asking again as soon as it is answered: the most the server and whatever is in
// front can answer) or an open one at a fixed rate (each request sent at its time however the
// others fare: the latency a visitor sees at that traffic). Every answer's Server-Timing says
// whether it cost a render. The run waits for a calm machine first and is repeated when it
// started on a busy one.
import http from 'node:http';
import autocannon from 'autocannon';
import { MAX_LOAD, calm, sleep } from './shared.mjs';

export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
export const TIMEOUT_SECONDS = 10;
export const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
const ATTEMPTS = 3;

/** Whether an answer cost the server a render (src/server/pages.ts: `render;dur=…`, else `cache;desc=hit`). */
const rendered = (serverTiming) => typeof serverTiming === 'string' && serverTiming.startsWith('render');

async function closedLoop(origin, nextPath, connections, seconds) {
  let renders = 0;
  const answer = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
    headers: HEADERS,
    requests: [
      {
        // called for every request: each gets the path of its turn
        setupRequest: (request) => ({ ...request, path: nextPath() }),
        onResponse: (status, body, context, headers) => {
          if (rendered(headers['server-timing'])) renders += 1;
        },
      },
    ],
  });
  const statuses = Object.fromEntries(Object.entries(answer.statusCodeStats).map(([code, { count }]) => [code, count]));
  return {
    rps: Math.round(answer.requests.average),
    p50: answer.latency.p50,
    p99: answer.latency.p99,
    requests: answer.requests.total,
    renders,
    // autocannon counts a timeout as an error too
    errors: answer.errors - answer.timeouts,
    timeouts: answer.timeouts,
    status503: statuses['503'] ?? 0,
    otherNon2xx: answer.non2xx - (statuses['503'] ?? 0),
    statuses,
    seconds: answer.duration,
  };
}

const percentile = (sorted, share) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] : 0);

/**
 * `rate` requests a second, evenly spaced, for `seconds`, each sent at its time whatever the
 * answers before it (on as many kept-alive connections as that takes). A latency runs from when
 * the request was due, so a late send counts against it too. (autocannon's `overallRate` sends
 * each connection's share of a second back to back at its start, a burst every second.)
 */
async function openLoop(origin, nextPath, rate, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const latencies = [];
  const statuses = {};
  let renders = 0;
  let errors = 0;
  let timeouts = 0;
  const ask = (path, due) =>
    new Promise((resolve) => {
      const request = http.get(new URL(path, origin), { agent, headers: HEADERS }, (response) => {
        response.resume();
        response.on('end', () => {
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          if (rendered(response.headers['server-timing'])) renders += 1;
          if (response.statusCode >= 200 && response.statusCode < 300) latencies.push(performance.now() - due);
          resolve();
        });
      });
      request.setTimeout(TIMEOUT_SECONDS * 1000, () => {
        timeouts += 1;
        request.destroy(new Error('timeout'));
      });
      request.on('error', (error) => {
        if (error.message !== 'timeout') errors += 1;
        resolve();
      });
    });
  const total = Math.round(rate * seconds);
  const answers = [];
  const start = performance.now();
  for (let index = 0; index < total; index++) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    // a timer is good to a millisecond or so: what is due within one goes now
    if (wait >= 1) await sleep(wait);
    answers.push(ask(nextPath(), due));
  }
  await Promise.all(answers);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  const non2xx = Object.entries(statuses).reduce((sum, [code, count]) => sum + (code.startsWith('2') ? 0 : count), 0);
  return {
    rps: Math.round(answered / elapsed),
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    requests: total,
    renders,
    errors,
    timeouts,
    status503: statuses['503'] ?? 0,
    otherNon2xx: non2xx - (statuses['503'] ?? 0),
    statuses,
    seconds: Number(elapsed.toFixed(1)),
  };
}

/**
 * One measured run, closed-loop at `load.connections` or open at `load.rate` requests a second:
 * `around(fire)` runs it with `fire(origin)` once, and may wrap it (sample memory, start a proxy)
 * and add to its figures. Answers the row with the load average at its start and how many
 * attempts it took.
 */
export async function measured(label, load, nextPath, around) {
  const fire = load.rate ? (origin) => openLoop(origin, nextPath, load.rate, LOAD_SECONDS) : (origin) => closedLoop(origin, nextPath, load.connections, LOAD_SECONDS);
  let row;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const startLoad = await calm();
    row = { ...(await around(fire)), startLoad, attempts: attempt };
    console.log(`bench: ${label}, ${load.rate ? `${load.rate} requests/s` : `${load.connections} connections`}`, row);
    if (startLoad <= MAX_LOAD) break;
  }
  return row;
}

/** `503: 12, other: 0` style counts, `0` when there were none. */
export const non2xxText = (row) => (row.status503 || row.otherNon2xx ? `503: ${row.status503}, other: ${row.otherNon2xx}` : '0');
