import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build, defineConfig, loadEnv, type InlineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy, tileSourceOf } from './desktop/csp.ts';

// the API lives on the same origin in dev and preview; these prefixes go to the Prism mock
// (MOCK_PORT lets parallel end-to-end runs each use their own mock)
const mock = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;
const proxy = Object.fromEntries(
  ['^/api/', '^/client-api/', '^/admin-api/'].map((prefix) => [prefix, { target: mock, changeOrigin: true }]),
);


/**
 * `import code from './start.ts?iife'`: that module and its imports bundled into one minified
 * script, as a string (the page's inline start-up, src/boot/). A nested build in Vite's
 * library mode, as Vite itself builds an inlined worker (`?worker&inline`): the server's build and
 * the dev server (its modules loaded through Vite) inline the same bytes, and `npm run build` stays
 * the one build. The dev server builds it again when one of its files changes.
 */
export function iife(): Plugin {
  // the outer build's mode and .env files: what import.meta.env reads (src/config/env.ts) is the same
  let env: InlineConfig = {};
  return {
    name: 'realt:iife',
    configResolved({ mode, envDir, envPrefix }) {
      env = { mode, envDir, envPrefix };
    },
    async load(id) {
      const [file, query] = id.split('?');
      if (query !== 'iife' || !file) return null;
      const output = await build({
        configFile: false,
        ...env,
        logLevel: 'warn',
        build: { write: false, target: 'es2022', minify: true, lib: { entry: file, formats: ['iife'], name: 'boot' } },
      });
      const chunk = (Array.isArray(output) ? output : [output]).flatMap((each) => ('output' in each ? each.output : []))[0];
      if (chunk?.type !== 'chunk') throw new Error(`${file} built to no script`);
      for (const module of chunk.moduleIds) this.addWatchFile(module);
      return `export default ${JSON.stringify(chunk.code.trim())};`;
    },
  };
}

// what the build holds as text for a browser (the fonts and the share image are compressed already; the
// template, index.html, and Vite's manifest are the server's)
const COMPRESSIBLE = /\.(?:js|css|svg)$/;
const encoders = {
  br: (data: Buffer) => promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  gz: (data: Buffer) => promisify(gzip)(data, { level: 9 }),
};

/**
 * Writes `.br` (quality 11) and `.gz` beside every text file under `dir` a browser fetches, where
 * smaller, and names the copies: compressed once at build, at the highest quality, instead of by
 * the server for each response (at the quality it can afford on every request).
 */
export async function compressBuilt(dir: string): Promise<string[]> {
  // the server's build, where a build left it
  const files = (await readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith(`server${path.sep}`));
  const written = await Promise.all(
    files.map(async (file) => {
      const data = await readFile(path.join(dir, file));
      const copies = await Promise.all(
        Object.entries(encoders).map(async ([extension, encode]) => {
          const encoded = await encode(data);
          if (encoded.length >= data.length) return [];
          await writeFile(path.join(dir, `${file}.${extension}`), encoded);
          return [`${file}.${extension}`];
        }),
      );
      return copies.flat();
    }),
  );
  return written.flat().sort();
}

/** The client build's files compressed beside themselves, for the server to send as they are (src/server/app.ts). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'realt:precompress',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved({ root, build: { outDir: out } }) {
      outDir = path.resolve(root, out);
    },
    async closeBundle() {
      await compressBuilt(outDir);
    },
  };
}

// the client bundle goes to OUT_DIR (dist), the server entry and the production server under it
const outDir = process.env.OUT_DIR ?? 'dist';

export default defineConfig(({ mode, isSsrBuild }) => {
  // the built bundle is served with the app's Content-Security-Policy, which names the API host
  // when the build calls another origin and the map tile host when tiles are configured (README: deployment)
  const viteEnv = loadEnv(mode, process.cwd(), 'VITE_');
  const apiUrl = viteEnv.VITE_API_URL ?? '';
  const csp = contentSecurityPolicy(apiUrl ? new URL(apiUrl).origin : '', tileSourceOf(viteEnv.VITE_MAP_TILES ?? ''));
  return {
    base: '/realt/',
    plugins: [react(), iife(), precompress()],
    resolve: {
      alias: [{ find: 'use-sync-external-store/shim/index.js', replacement: fileURLToPath(new URL('./src/vendor/use-sync-external-store.ts', import.meta.url)) }],
    },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy, headers: { 'Content-Security-Policy': csp } },
    build: isSsrBuild
      ? {
          target: 'node20',
          copyPublicDir: false,
          outDir: `${outDir}/server`,
          rollupOptions: { input: { 'entry-server': 'src/entry-server.tsx', main: 'src/server/main.ts' } },
        }
      : // the manifest lets scripts/size.mjs measure what each route loads first; every browser
        // that runs es2022 preloads modules itself, so the preload polyfill would be dead weight.
        // The entry's imports are chunks that every page's start-up runs one task each
        // (src/boot/boot.ts), shorter tasks instead of one long one on a phone's CPU: React DOM;
        // the module that sets React DOM's client up (src/vendor/react-dom-client.ts), which in the
        // entry's task made it a long one. React DOM is CommonJS: its chunk only wraps it, and it
        // sets itself up when that module first requires it.
        {
          target: 'es2022',
          outDir,
          sourcemap: false,
          manifest: true,
          modulePreload: { polyfill: false },
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                  { name: 'react-dom-client', test: /src[\\/]vendor[\\/]react-dom-client\.ts$/ },
                ],
              },
            },
          },
        },
  };
});
