// `npm run serve`: the production server on the built bundle (PORT, API_URL, PUBLIC_URL, ...:
// see config.ts and the README). One worker per core (WEB_CONCURRENCY), each the whole app; the
// primary only starts them, starts again one that dies, and stops them all on SIGTERM.
import cluster from 'node:cluster';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { readConfig } from './config';
import earlyCalls from '../boot/early.ts?iife';
import start from '../boot/start.ts?iife';
import { compileTemplate, withBootstrap, type Template } from './page';
import { ENTRY, chunkFiles, withInlineStyles } from './page-assets';
import type { ServerEntry } from './pages';

// React's server renderer is several times slower in its development build, which it picks when
// NODE_ENV is unset (the server entry imports React from node_modules when it loads, below)
process.env['NODE_ENV'] ??= 'production';

const config = readConfig(process.env);

function primary() {
  let stopping = false;
  // a worker that dies before it listens is a broken build or port: starting it again would loop
  const listening = new Set<number>();
  cluster.on('listening', (worker) => listening.add(worker.id));
  for (let index = 0; index < config.workers; index += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    const started = listening.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(JSON.stringify({ level: 50, time: Date.now(), pid: worker.process.pid, code, signal, msg: 'worker exited' }));
    if (!started) {
      console.error(JSON.stringify({ level: 60, time: Date.now(), msg: 'a worker failed at start: the server stops' }));
      process.exit(1);
    }
    cluster.fork();
  });
  // a rolling restart lets the requests in progress finish: each worker closes its server first
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    });
  }
}

async function worker() {
  const clientDir = fileURLToPath(new URL('..', import.meta.url));
  const manifest = JSON.parse(await readFile(new URL('../.vite/manifest.json', import.meta.url), 'utf8'));
  const html = await readFile(new URL('../index.html', import.meta.url), 'utf8');
  // the server entry sits beside this file in the build; it is the only module that holds React
  const entry: ServerEntry & { SSR_MODULES: string[]; SKELETON_MODULES: string[]; codeLoaded: Promise<unknown> } = await import(/* @vite-ignore */ new URL('./entry-server.js', import.meta.url).href);

  // a rendered page carries its screen's CSS and preloads its screen's code: one template per
  // screen (the entry's for the not-found page), built at start so that a build without one of
  // them does not start; each asks for its code after its first paint (boot/boot.ts), a private
  // route's skeleton its entry beside the entry's imports, after its early calls' first photos
  const entryCss = chunkFiles(manifest, ENTRY).css;
  const textFile = (id: string, lang: string): string | undefined => {
    const file: unknown = manifest[`src/i18n/${id}.${lang}.ts`]?.file;
    return typeof file === 'string' ? `/realt/${file}` : undefined;
  };
  const templates = new Map<string, Template>();
  const scripts = { start, early: earlyCalls };
  const skeletons = new Set(entry.SKELETON_MODULES);
  for (const key of [ENTRY, ...entry.SSR_MODULES, ...entry.SKELETON_MODULES]) {
    if (!manifest[key]) throw new Error(`the build's manifest has no ${key}`);
    const files = chunkFiles(manifest, key);
    const styles = await Promise.all(
      files.css.map(async (file) => ({ href: `/realt/${file}`, css: await readFile(new URL(`../${file}`, import.meta.url), 'utf8') })),
    );
    const modules = files.js.map((file) => `/realt/${file}`);
    const kind = skeletons.has(key) ? 'skeleton' : 'rendered';
    templates.set(key, compileTemplate(withBootstrap(withInlineStyles(html, entryCss, styles), scripts, { kind, modules }), textFile));
  }
  const shell = compileTemplate(withBootstrap(html, scripts));

  const app = await createApp({
    config,
    clientDir,
    template: async (_url, page) => (page.body === null ? shell : (templates.get(page.screen ?? ENTRY) ?? shell)),
    entry: async () => entry,
  });
  // every text and part loaded before the first request (and /healthz): a build that cannot load them does not start
  await entry.codeLoaded;
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(`Realt is serving on ${address}/realt/ (API: ${config.apiUrl})`);

  // a rolling restart lets the requests in progress finish
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  // a render that fails late (a lazy module that cannot load on the server) is that page's
  // problem, answered from the client shell: it must not take the process and every visitor down
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection during a render');
  });
}

if (cluster.isPrimary && config.workers > 1) primary();
else await worker();
