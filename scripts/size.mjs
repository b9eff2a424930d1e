// npm run size: the gzipped JavaScript a first visit to each route downloads, from the build's
// manifest (run `npm run build` first; this script builds nothing), in each language. A route
// needs the entry chunk with its static imports plus the route's lazy screen chunk with its static
// imports, the CSS files those chunks pull in, and the chunks of the texts it reads in the
// visitor's language (a private route's inline start-up is part of its HTML). Fails when a route with a
// JavaScript budget is over it, or when any route's first-load CSS is over the CSS budget; routes
// without a JavaScript budget are measured and reported only. The whole build's CSS is reported too (not a page load, so no budget).
// The map (Leaflet, clustering, its CSS) is a lazy chunk loaded when a map is first shown: it is
// measured on its own, beyond what the entry already loaded, with its own budget.
// The first response: the built server (one process) renders each public page in each language
// from the Prism mock, asked for one at a time as a browser asks (brotli); fails when a page's
// status line, headers and body together are over TCP's initial window (README: measured quality).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, run, stopAll, waitFor } from './bench/shared.mjs';
import { textIds } from './text-ids.mjs';

const outDir = process.env.OUT_DIR ?? 'dist';
// 112 KB with TanStack Query's cache, plus the 2 KB the search features (GEL prices, saved
// searches, recently viewed, similar listings) were allowed and 1 KB for the catalogue's filter
// bar as a form that works without scripting; the pages arrive as HTML and paint before this code
// runs, so the budget bounds the cost of hydrating them
// ... and 7 KB for three languages: each page now loads its texts as chunks of their own (4.1 to
// 6.5 KB of them, Russian the largest) beside code that reads them through the language's context
// and Intl; to be won back, the target stays 115
// ... and 1 KB for the client taking a private page's early calls (src/api/early.ts), filling in
// the page's state, the query cache's answers without its bookkeeping (which takes 70-170 bytes off every page's first response, where a
// byte costs more) and React DOM's client as a task of its own
// ... and 2 KB (1.2 to 1.3 KB of it used) for the boundaries that keep a part whose code cannot
// load (a lost connection, a new release) to itself, with its panel, notification and retry,
// styles included (src/ui/load/lazy-part.tsx): on every page, where the bundler now gives the
// icons and valtio chunks of their own
// ... and 2 KB (about 1 KB of it used, Russian the most) for the words a visitor reads in more
// places and more exactly: a catalogue's and a listing's titles, the decimal mark of each language,
// a reduced price on a card, the refusals read by their code (whose words themselves load only
// with a refusal: src/api/middleware/errors.ts)
// ... and 1 KB (0.6 KB gzip of it in the entry, 0.1 KB in the paths) for a browser that blocks
// storage (src/state/storage.ts), a session that ends in place and says so, one notice for
// requests that fail together, menus that close when the focus leaves them, and the address of a
// payment to offer again
// ... and 3 KB (2.5 KB gzip of it used, in the entry and the shared chunks) for a 429's wait counted
// down on every screen's data (src/ui/load/QueryView.tsx), the focus a navigation moves to the new
// page (src/app/router.tsx), a sign-in that comes back to the page it was asked from, drafts kept
// for their own account only (src/state/draft-owner.ts) and the currency a visitor's prices lead with
// ... and 1 KB (1.3 KB gzip used by the catalogue and the listing) for Back closing the filters and
// the full-screen photos (src/ui/dialog/back-closes.ts), the way back to the results a listing was
// opened from (src/state/results-return.ts) and the kept currency of a bare catalogue address
// ... and 1 KB (1.0 KB gzip used, on every page with a Save or Message button) for a guest's Save or
// Message done for them once their sign-in brings them back (src/state/guest-action.ts)
// ... and 1 KB (0.14 KB gzip used, in the entry and the formats) for a token refused on a re-read
// ending the session as a 401 does, confirmations that take each other's place, and lists joined
// in Georgian by hand (formatList in src/domain/format.ts: Chromium without Georgian data wrote 'and')
// ... and 1 KB (0.2 KB gzip used: the quoting helper's chunk, src/ui/user-words/quote.ts, joins
// the pages with listing cards) for the Save button's notices naming the listing they saved or removed
// ... and 1 KB (1.2 KB gzip used, on the catalogue) for its Save search telling a search saved
// already, to the account or on the device (src/features/catalog/use-search-saved.ts)
const PUBLIC_KB = 136;
// the signed-in pages and the console arrive as a shell whose screen paints once this code has
// run, so each has a budget of its own, just above what it loads: the listing form and the
// moderation queue load their first step, or their first listing, and the rest when it is reached
// or the browser is idle; each private page's first load includes the boundaries above; each is
// just above what its Russian page loads (the longest texts); the screens that delete rows or cards
// (users, districts, banners, saved listings) took 1 KB more for keeping the keyboard's place when
// one leaves (src/ui/focus, its own chunk), the district forms for asking before they are left;
// every page 1 KB more for the entry's growth above (PUBLIC_KB), the queue and the ledger for
// their state in the address (src/ui/address); then every page 3 KB more for the entry's growth
// above, the edit form and my listings 1 KB more for the running promotion they name; every page
// 1 KB more for Back returning to where a page was left (src/app/scroll-restoration.tsx, about
// 0.2 KB gzip in the entry) and a guest's Save or Message done after sign-in (above); my listings
// 1 KB more for checking a return from the bank against the listing's data before it says the
// payment succeeded (use-payment-confirmed.ts), and 1 KB more for its cards' Save buttons doing a
// guest's Save after sign-in; saved listings 1 KB more for a guest's action kept only for the visit
// its sign-in lands on (src/state/guest-action-ready.ts, 0.14 KB gzip) and a user's words marked with
// their language in confirm questions (src/ui/user-words, 0.1 KB gzip in the entry); my listings
// and the edit form 1 KB more for names in Georgian marked by their letters (src/domain/written-in.ts
// with localized.ts), the bank's unconfirmed payment checked again as asked, and the form's steps
// in the history; the wallet and the create form 1 KB more for a Pay button ready again when Back
// from the bank shows the page from the back-forward cache (src/ui/leave, 0.2 KB gzip) and, in
// the wallet, a check that could not reach the server told as such; the create and edit forms 1 KB
// more for a property type's choice kept when its panel closes (src/ui/select/use-dropdown.ts) and
// districts found by their names in every language (src/domain/districts.ts), about 0.4 KB gzip;
// recently viewed, my messages, the profile form, users and tariffs 1 KB more for notifications
// that stay while pointed at or focused and stand inside an open dialog (0.2 KB gzip in the entry),
// recently viewed's undo of a clearing (src/ui/recently-viewed), my messages' way to the listings
// and the console dialogs' notice of a value typed before and not saved (0.1 KB gzip); every
// page 1 KB more for the entry's growth above (PUBLIC_KB's last 1 KB, with another tab's sign-out told);
// then every page 1 KB more for a lost connection told (src/api/online.ts: the offline bar, and a
// query that waits for the connection says so, about 0.4 KB gzip in the entry), the days of a
// promotion checked as they are left (src/ui/form/press.ts, shared with the form hook) and a
// refusal of an owner's action worded by its code; my listings 1 KB more for its filter and page
// in the address, a payment's return kept apart from them, and its cards' ended services switched off;
// the edit form 1 KB more for a restored tariff that waits for its price and drop-downs whose long
// values wrap on a phone (0.2 KB gzip, Russian 173.1 KB); saved searches and the wallet 1 KB more
// for the entry's growth with a confirmation's focus and words, the language offer's cross on a
// phone and a message on screen kept through a press (Russian 161.1 and 151.1 KB); the profile form
// 1 KB more for a person's name written by one helper (src/domain/person.ts) and a form-data read
// made with its own key (src/api/queries.ts), about 0.1 KB gzip (Russian 151.0 KB); banners and
// tariffs 1 KB more for every read made with its own key, presses during hydration answered for the
// stored session and a signed-in visitor's way off the sign-in screens, about 0.2 KB gzip in the
// entry (Russian 150.1 and 155.1 KB)
const CSS_KB = 25;
const MAP_KB = 70;
const MAP_CHUNK = 'src/ui/map/LeafletMap.tsx';
const routes = [
  { route: '/realt/', screen: 'src/features/home/home-page.tsx', budget: PUBLIC_KB },
  { route: '/realt/catalog/sell', screen: 'src/features/catalog/catalog-page.tsx', budget: PUBLIC_KB },
  { route: '/realt/market/sell', screen: 'src/features/market/market-page.tsx', budget: PUBLIC_KB },
  { route: '/realt/announcement/{slug}', screen: 'src/features/listing/listing-page.tsx', budget: PUBLIC_KB },
  { route: '/realt/user/{id}', screen: 'src/features/public-user/public-user-page.tsx', budget: PUBLIC_KB },
  { route: '/realt/profile/apartments/my-apartments', screen: 'src/features/profile/my-listings/my-apartments-page.tsx', budget: 142 },
  { route: '/realt/profile/apartments/saved-apartments', screen: 'src/features/profile/saved/saved-apartments-page.tsx', budget: 132 },
  { route: '/realt/profile/apartments/saved-searches', screen: 'src/features/profile/saved-searches/saved-searches-page.tsx', budget: 163 },
  { route: '/realt/profile/apartments/recently-viewed', screen: 'src/features/profile/recent/recently-viewed-page.tsx', budget: 131 },
  { route: '/realt/profile/my-messages', screen: 'src/features/profile/messages/my-messages-page.tsx', budget: 128 },
  { route: '/realt/profile/my-wallet', screen: 'src/features/profile/wallet/my-wallet-page.tsx', budget: 152 },
  { route: '/realt/profile/edit-profile', screen: 'src/features/profile/edit-profile/edit-profile-page.tsx', budget: 152 },
  { route: '/realt/profile/advertisement/create-advertisement', screen: 'src/features/listing-form/create-advertisement-page.tsx', budget: 173 },
  { route: '/realt/profile/advertisement/edit-advertisement/{id}', screen: 'src/features/listing-form/edit-advertisement-page.tsx', budget: 175 },
  { route: '/realt/admin/users', screen: 'src/features/admin/users/users-page.tsx', budget: 159 },
  { route: '/realt/admin/advertisements', screen: 'src/features/admin/moderation/advertisements-page.tsx', budget: 138 },
  { route: '/realt/admin/settings', screen: 'src/features/admin/settings/settings-page.tsx', budget: 144 },
  { route: '/realt/admin/create-district', screen: 'src/features/admin/settings/create-district-page.tsx', budget: 154 },
  { route: '/realt/admin/edit-district/{…}', screen: 'src/features/admin/settings/edit-district-page.tsx', budget: 156 },
  { route: '/realt/admin/banners', screen: 'src/features/admin/banners/banners-page.tsx', budget: 151 },
  { route: '/realt/admin/finance/tariffs', screen: 'src/features/admin/finance/tariffs-page.tsx', budget: 156 },
  { route: '/realt/admin/finance/debits-and-deposits', screen: 'src/features/admin/finance/debits-and-deposits-page.tsx', budget: 151 },
  { route: '/realt/admin/finance/money-transfer', screen: 'src/features/admin/finance/money-transfer-page.tsx', budget: 155 },
];

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error(`size: no ${outDir}/.vite/manifest.json; run the build first (build.manifest is on in vite.config.ts)`);
  process.exit(1);
}

const entryKey = 'index.html';
if (!manifest[entryKey]?.isEntry) {
  console.error(`size: the manifest has no entry ${entryKey}`);
  process.exit(1);
}

/** A chunk and everything it imports statically, as output file names (JavaScript and CSS). */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const LANGS = ['ka', 'en', 'ru'];

// the catalogues of texts a route's first render reads: each is a chunk of its own per language,
// loaded beside the route's code
const entryTexts = textIds([resolve('src/entry-client.tsx')]);

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
let failed = false;
for (const { route, screen, budget } of routes) {
  if (!manifest[screen]) {
    console.error(`size: ${screen} is not a chunk of the build; is it lazily loaded from routes.tsx?`);
    failed = true;
    continue;
  }
  const files = closure(screen, closure(entryKey));
  const total = (ext) => [...files].filter((file) => file.endsWith(ext)).reduce((sum, file) => sum + gzipBytes(file), 0);
  const code = total('.js');
  const css = total('.css');
  const ids = [...new Set([...entryTexts, ...textIds([resolve(screen)])])];
  for (const lang of LANGS) {
    const textFiles = ids.flatMap((id) => {
      const chunk = manifest[`src/i18n/${id}.${lang}.ts`];
      return chunk && !files.has(chunk.file) ? [chunk.file] : [];
    });
    const texts = textFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
    const js = code + texts;
    const over = (budget !== undefined && js > budget * 1024) || css > CSS_KB * 1024;
    failed ||= over;
    const status = over ? 'OVER' : budget === undefined ? 'measured' : 'ok';
    rows.push({ route, lang, 'JS gzip KB': kb(js), 'of it texts KB': kb(texts), 'JS budget KB': budget ?? '-', 'CSS gzip KB': kb(css), 'CSS budget KB': CSS_KB, status });
  }
}

if (manifest[MAP_CHUNK]) {
  const before = closure(entryKey);
  const files = [...closure(MAP_CHUNK)].filter((file) => !before.has(file));
  const total = (ext) => files.filter((file) => file.endsWith(ext)).reduce((sum, file) => sum + gzipBytes(file), 0);
  const over = total('.js') > MAP_KB * 1024;
  failed ||= over;
  rows.push({ route: 'map chunk (lazy)', 'JS gzip KB': kb(total('.js')), 'JS budget KB': MAP_KB, 'CSS gzip KB': kb(total('.css')), status: over ? 'OVER' : 'ok' });
} else {
  console.error(`size: ${MAP_CHUNK} is not a chunk of the build; is it still lazily loaded?`);
  failed = true;
}

// every stylesheet of the build, each file gzipped on its own as it is served
const cssFiles = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.css'));
const allCss = cssFiles.reduce((sum, file) => sum + gzipBytes(join('assets', file)), 0);
rows.push({ route: `whole build (${cssFiles.length} CSS files)`, 'CSS gzip KB': kb(allCss), status: 'measured' });

console.table(rows);
if (failed) console.error('size: a route loads more JavaScript or CSS on first load than its budget, see the table');

// TCP's initial window (RFC 6928: 10 segments of 1,460 bytes): a response longer than this waits
// a round trip for the client's acknowledgements before the rest is sent, which on a phone's
// network is the difference between a page that paints with its static copy and one 1.2-1.3×
// slower (Lighthouse, bench/results.md)
const FIRST_WINDOW = 14_600;
const PAGES = [
  ['main page', '/'],
  ['sale catalogue', '/catalog/sell'],
  ['rent catalogue', '/catalog/rent'],
  ['market page', '/market/sell'],
  ['listing', '/announcement/3-otaxiani-bina-vakeshi-102'],
  ['user page', '/user/23'],
  ['not-found page', '/no-such-page'],
];

/**
 * One page as it goes over the wire: a browser's request (brotli, the connection kept alive) on a
 * socket of its own, the bytes counted as they arrive up to the end of the body.
 */
function firstResponse(port, path) {
  return new Promise((done, fail) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/html\r\nAccept-Encoding: br\r\n\r\n`),
    );
    let received = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = received.subarray(0, end + 4).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
      if (Number.isNaN(length)) {
        socket.destroy();
        fail(new Error(`${path}: no Content-Length in ${JSON.stringify(head.split('\r\n')[0])}`));
      } else if (received.length >= head.length + length) {
        socket.destroy();
        done({ status: head.split('\r\n')[0], headers: head.length, body: length, encoding: /\r\ncontent-encoding: *(\S+)/i.exec(head)?.[1] });
      }
    });
    socket.on('error', fail);
  });
}

const responses = [];
let overWindow = false;
try {
  const [mockPort, serverPort] = [await freePort(), await freePort()];
  run('node', ['node_modules/.bin/prism', 'mock', '-h', '127.0.0.1', '-p', String(mockPort), '--errors', 'openapi/openapi.yaml']);
  const origin = `http://localhost:${serverPort}`;
  run('node', [join(outDir, 'server/main.js')], {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${mockPort}`,
    PUBLIC_URL: origin,
    WEB_CONCURRENCY: '1',
  });
  await Promise.all([waitFor(`http://127.0.0.1:${mockPort}/api/districts`), waitFor(`http://127.0.0.1:${serverPort}/healthz`)]);
  for (const [page, path] of PAGES) {
    for (const lang of LANGS) {
      const address = `/realt${lang === 'ka' ? '' : `/${lang}`}${path}`;
      const { status, headers, body, encoding } = await firstResponse(serverPort, address);
      const total = headers + body;
      const over = total > FIRST_WINDOW || encoding !== 'br';
      overWindow ||= over;
      const result = over ? (encoding === 'br' ? 'OVER' : `sent as ${encoding ?? 'identity'}`) : 'ok';
      responses.push({ page, lang, status: status.replace('HTTP/1.1 ', ''), headers, body, total, limit: FIRST_WINDOW, 'of it': `${((total / FIRST_WINDOW) * 100).toFixed(1)} %`, result });
    }
  }
} catch (error) {
  console.error(`size: the first responses could not be measured: ${error.message}`);
  failed = true;
} finally {
  stopAll();
}

console.log('\nFirst response of each public page (status line + headers + brotli body, bytes; the server idle, the mock\'s data):');
console.table(responses);
if (overWindow) console.error(`size: a public page's first response is over the ${FIRST_WINDOW} bytes of TCP's initial window, see the table`);
// SIZE_SUMMARY_FILE=<path>: what was held to a budget and how much of it was over, as JSON (for
// scripts/test.mjs's summary line)
if (process.env.SIZE_SUMMARY_FILE) {
  const budgets = rows.filter((row) => 'JS budget KB' in row);
  writeFileSync(
    process.env.SIZE_SUMMARY_FILE,
    JSON.stringify({
      budgets: budgets.length,
      budgetsOver: budgets.filter((row) => row.status === 'OVER').length,
      firstResponses: responses.length,
      firstResponsesOver: responses.filter((row) => row.result !== 'ok').length,
    }),
  );
}
if (failed || overWindow) process.exit(1);
