// `npm run serve`: the production server on the built bundle (PORT, API_URL, PUBLIC_URL, ...:
// see config.ts and the README). Stateless: run one per core behind a reverse proxy or CDN.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { readConfig } from './config';
import { ENTRY, chunkFiles, withCodeAfterPaint, withInlineStyles, type Render } from './page';

const config = readConfig(process.env);
const clientDir = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(await readFile(new URL('../.vite/manifest.json', import.meta.url), 'utf8'));
const template = await readFile(new URL('../index.html', import.meta.url), 'utf8');
// the server entry sits beside this file in the build; it is the only module that holds React
const entry: { render: Render; SERVER_RENDERED: Record<string, string> } = await import(/* @vite-ignore */ new URL('./entry-server.js', import.meta.url).href);

// a rendered page carries its screen's CSS and preloads its screen's code: one template per
// screen (the entry's for the not-found page), built at start so that a build without one of
// them does not start
const [entryCss = ''] = manifest[ENTRY]?.css ?? [];
const templates = new Map<string, string>();
for (const key of [ENTRY, ...Object.values(entry.SERVER_RENDERED)]) {
  if (!manifest[key]) throw new Error(`the build's manifest has no ${key}`);
  const files = chunkFiles(manifest, key);
  const styles = await Promise.all(
    files.css.map(async (file) => ({ href: `/realt/${file}`, css: await readFile(new URL(`../${file}`, import.meta.url), 'utf8') })),
  );
  const modules = files.js.map((file) => `/realt/${file}`);
  templates.set(key, withCodeAfterPaint(withInlineStyles(template, entryCss, styles), modules));
}

const app = await createApp({
  config,
  clientDir,
  template: async (_url, page) => (page.body === null ? template : (templates.get(page.screen ?? ENTRY) ?? template)),
  render: async () => entry.render,
});
const address = await app.listen({ host: config.host, port: config.port });
console.log(`Realt is serving on ${address}/realt/ (API: ${config.apiUrl})`);

// a rolling restart lets the requests in progress finish
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

// a render that fails late (a lazy module that cannot load on the server) is that page's
// problem, answered from the client shell: it must not take the process and every visitor down
process.on('unhandledRejection', (reason) => {
  console.error('unhandled rejection during a render:', reason);
});
