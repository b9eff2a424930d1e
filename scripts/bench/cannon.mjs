// One load run: autocannon for `seconds` at `connections`, each request's path from `nextPath()`
// (a new address per request, or always the same one), as a browser asks (compressed answers).
// The run waits for a calm machine first and is repeated when it started on a busy one.
import autocannon from 'autocannon';
import { MAX_LOAD, calm } from './shared.mjs';

export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
export const TIMEOUT_SECONDS = 10;
export const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
const ATTEMPTS = 3;

async function once(origin, nextPath, connections, seconds) {
  const answer = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
    headers: HEADERS,
    // called for every request: each gets the path of its turn
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  const statuses = Object.fromEntries(Object.entries(answer.statusCodeStats).map(([code, { count }]) => [code, count]));
  return {
    rps: Math.round(answer.requests.average),
    p50: answer.latency.p50,
    p99: answer.latency.p99,
    requests: answer.requests.total,
    // autocannon counts a timeout as an error too
    errors: answer.errors - answer.timeouts,
    timeouts: answer.timeouts,
    status503: statuses['503'] ?? 0,
    otherNon2xx: answer.non2xx - (statuses['503'] ?? 0),
    statuses,
    seconds: answer.duration,
  };
}

/**
 * One measured run: `around(fire)` runs autocannon with `fire(origin)` once, and may wrap it (sample
 * memory, count the mock's calls, start a proxy) and add to its figures. Answers the row with the
 * load average at its start and how many attempts it took.
 */
export async function measured(label, connections, nextPath, around) {
  let row;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const startLoad = await calm();
    row = { ...(await around((origin) => once(origin, nextPath, connections, LOAD_SECONDS))), startLoad, attempts: attempt };
    console.log(`bench: ${label}, ${connections} connections`, row);
    if (startLoad <= MAX_LOAD) break;
  }
  return row;
}

/** `503: 12, other: 0` style counts, `0` when there were none. */
export const non2xxText = (row) => (row.status503 || row.otherNon2xx ? `503: ${row.status503}, other: ${row.otherNon2xx}` : '0');
