// The reverse-proxy cache section: nginx (Debian's, when installed) with proxy_cache in front of
// the production server, keeping what the server's Cache-Control allows and nothing else, under a
// mix of 80 % popular addresses and 20 % long tail. Reports nginx's own cache statuses.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HEADERS, LOAD_SECONDS, measured, non2xxText } from './cannon.mjs';
import { freePort, loadNow, random, run, stop, waitFor } from './shared.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
// closed loops (throughput: the load generator and nginx take both cores, so their latency is
// mostly queueing behind the generator) and fixed rates (the latency a visitor sees at that traffic)
const LOADS = [{ connections: 20 }, { connections: 200 }, { rate: 500 }, { rate: 1000 }];
const POPULAR_SHARE = 0.8;
// the mock's sale catalogue holds these listings
const LISTINGS = [
  '4-otaxiani-bina-saburtaloze-110', '3-otaxiani-bina-mtatsmindaze-112', '2-otaxiani-bina-veraze-114', '3-otaxiani-bina-did-dighomshi-111',
  '3-otaxiani-bina-vakeshi-102', '2-otaxiani-bina-vakis-parktan-105', '4-otaxiani-bina-saburtaloze-113', '2-otaxiani-bina-isanshi-115',
  '3-otaxiani-bina-gldanshi-116', 'kerdzo-saxli-lisis-tbastan-117', '2-otaxiani-bina-batumshi-118', '3-otaxiani-bina-chughuretshi-119',
];
const POPULAR = [
  '/realt/',
  '/realt/catalog/sell',
  '/realt/catalog/rent',
  ...[50000, 100000, 150000].map((price) => `/realt/catalog/sell?rangePrice=${price}`),
  ...[500, 1000].map((price) => `/realt/catalog/rent?rangePrice=${price}`),
  ...LISTINGS.map((slug) => `/realt/announcement/${slug}`),
];
// hits: served from the cache, fresh or (while the server allows it) stale
const HITS = ['HIT', 'STALE', 'UPDATING'];

/** proxy_cache as the server's headers direct it: no proxy_cache_valid, no stale use of its own. */
function nginxConfig(dir, port, upstream) {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format cache '$upstream_cache_status $status $request_uri';
  access_log ${dir}/access.log cache buffer=64k flush=1s;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=realt:10m max_size=256m inactive=10m use_temp_path=off;
  upstream realt { server ${upstream}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://realt;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_cache realt;
      proxy_cache_revalidate on;
      # stale-while-revalidate answers at once while one request refreshes the page behind it
      proxy_cache_background_update on;
      # no proxy_cache_lock: nginx has no hit-for-pass, so a lock would queue every request for a
      # page the server does not let it keep
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

// the long tail: catalogue filters and listings asked for now and then, each a few times in a run
const TAIL_SIZE = 2_000;

/**
 * The request mix: 80 % one of the popular addresses, 20 % one of TAIL_SIZE long-tail addresses
 * (half catalogue filters, half listings), each chosen at random.
 */
function mixedPaths() {
  const next = random(80);
  return () => {
    if (next() < POPULAR_SHARE) return POPULAR[Math.floor(next() * POPULAR.length)];
    const tail = Math.floor(next() * TAIL_SIZE);
    return tail % 2 ? `/realt/catalog/sell?rangePrice=${200000 + tail}` : `/realt/announcement/bench-tail-${tail}`;
  };
}

/**
 * nginx's cache status of each answered request, over all and per kind of address, and the hit
 * ratio of each (HIT, STALE, UPDATING: answered from the cache).
 */
function countStatuses(log) {
  const statuses = {};
  const groups = { popular: { hits: 0, all: 0 }, tail: { hits: 0, all: 0 } };
  let closed = 0;
  for (const line of log.split('\n').filter(Boolean)) {
    const [cache, status, uri] = line.split(' ');
    // 499: the load generator closed the connection as the run ended; nothing was answered
    if (status === '499') {
      closed += 1;
      continue;
    }
    statuses[cache] = (statuses[cache] ?? 0) + 1;
    const group = groups[POPULAR.includes(uri) ? 'popular' : 'tail'];
    group.all += 1;
    if (HITS.includes(cache)) group.hits += 1;
  }
  const ratio = ({ hits, all }) => (all ? Number((hits / all).toFixed(3)) : 0);
  const all = { hits: groups.popular.hits + groups.tail.hits, all: groups.popular.all + groups.tail.all };
  return { cacheStatuses: statuses, closed, hitRatio: ratio(all), popularHitRatio: ratio(groups.popular), tailHitRatio: ratio(groups.tail) };
}

/** nginx on a cold cache for one run: answers its origin and `finish()`, which stops it and counts its log. */
async function startNginx(root, upstream) {
  const dir = mkdtempSync(path.join(root, 'run-'));
  // run as root, nginx's workers are `nobody` and must reach the cache below
  chmodSync(dir, 0o755);
  const port = await freePort();
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, upstream));
  const child = run(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')]);
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/healthz`);
  const finish = async () => {
    // a graceful stop writes out the buffered log
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGQUIT');
    await exited;
    return countStatuses(readFileSync(path.join(dir, 'access.log'), 'utf8'));
  };
  return { origin, child, finish };
}

export async function proxyCacheSection({ server }) {
  if (!NGINX) {
    console.log('bench: proxy-cache skipped: nginx is not installed (Debian: `apt-get install -y nginx-light`, as root)');
    return null;
  }
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '');
  const root = mkdtempSync(path.join(tmpdir(), 'realt-bench-nginx-'));
  chmodSync(root, 0o755);
  const upstream = new URL(server.origin).host;
  const cacheControl = (await fetch(`${server.origin}/realt/`, { headers: HEADERS })).headers.get('cache-control');
  const nextPath = mixedPaths();
  const rows = [];
  try {
    for (const load of LOADS) {
      const row = await measured('proxy-cache mix', load, nextPath, async (fire) => {
        const nginx = await startNginx(root, upstream);
        try {
          return { ...(await fire(nginx.origin)), ...(await nginx.finish()) };
        } finally {
          await stop(nginx.child);
        }
      });
      // (the renders it counted are not the server's: nginx replays the Server-Timing kept with a page)
      const { renders, ...figures } = row;
      rows.push({ ...load, ...figures });
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const json = { date: new Date().toISOString(), nginx: version, seconds: LOAD_SECONDS, cacheControl, popular: POPULAR, popularShare: POPULAR_SHARE, tailSize: TAIL_SIZE, rows, loadAtEnd: loadNow() };
  return { markdown: proxyCacheMarkdown(json), json };
}

function proxyCacheMarkdown({ date, nginx, seconds, cacheControl, popular, popularShare, tailSize, rows, loadAtEnd }) {
  const percent = (ratio) => `${(ratio * 100).toFixed(1)} %`;
  const statuses = (row) => [...Object.entries(row.cacheStatuses), ['closed', row.closed]].map(([status, count]) => `${status} ${count}`).join(' · ');
  const load = (row) => (row.rate ? `fixed ${row.rate} requests/s` : `closed loop, ${row.connections} connections`);
  return [
    `Run ${date}: ${nginx} (Debian) with \`proxy_cache\` in front of the production server, keeping only what the`,
    `server's \`Cache-Control\` allows (\`s-maxage\`, \`stale-while-revalidate\` with background update; no`,
    `\`proxy_cache_valid\`), from a cold cache each run; the server sent \`Cache-Control: ${cacheControl}\` on \`/realt/\`. ${seconds} s per run:`,
    `${Math.round(popularShare * 100)} % of the requests for ${popular.length} popular addresses (the main page, both catalogues, five price filters,`,
    `the mock's 12 listings), the rest spread at random over a long tail of ${tailSize} addresses (half catalogue filters`,
    '`/realt/catalog/sell?rangePrice=200001`, …, half listings `/realt/announcement/bench-tail-2`, …), each asked for a few times',
    'in a run, the first time always a miss. Hits: nginx\'s `$upstream_cache_status` of each answered request being HIT, STALE',
    'or UPDATING ("closed": requests the load generator left unanswered as the run ended).',
    '- **closed loop** (autocannon as in the load section): each connection asks again as soon as it is',
    '  answered, so the run measures throughput. The load generator and nginx then take both cores, and its latency is',
    '  mostly the queue behind them, not the server\'s or the cache\'s.',
    '- **fixed rate** (the bench\'s open loop: requests evenly spaced, each sent at its time whatever the others\' answers,',
    '  its latency counted from when it was due): the latency a visitor sees at that traffic. (autocannon\'s `overallRate`',
    '  sends each connection\'s share of a second back to back at its start, a burst each second, and corrects for',
    '  coordinated omission with a 1 ms interval whatever the rate; neither measures a steady rate.)',
    '',
    'The target (≥ 90 % hits, p99 ≤ 50 ms on the 80/20 mix) is read for p99 from the fixed-rate runs, the latency of a',
    'visitor at a stated traffic, and for the hit ratio from the closed loops: from a cold cache every long-tail address',
    'misses the first time it is asked for, so the fewer requests a run makes (a fixed rate\'s 7,500 or 15,000 in 15 s,',
    'against the closed loops\' 40,000) the more of them are first misses, more than a cache in service has; the',
    'fixed-rate runs\' p99 counts those misses too.',
    `Load average ${loadAtEnd} at the end.`,
    '',
    '| load | requests/s | p50 | p99 | hit ratio | popular hits | long-tail hits | cache statuses | errors | timeouts | non-2xx | load at start |',
    '| --- | --: | --: | --: | --: | --: | --: | --- | --: | --: | --- | --: |',
    ...rows.map(
      (row) =>
        `| ${load(row)} | ${row.rps} | ${row.p50} ms | ${row.p99} ms | ${percent(row.hitRatio)} | ${percent(row.popularHitRatio)} | ${percent(row.tailHitRatio)} | ${statuses(row)} | ${row.errors} | ${row.timeouts} | ${non2xxText(row)} | ${row.startLoad} |`,
    ),
    '',
  ].join('\n');
}
