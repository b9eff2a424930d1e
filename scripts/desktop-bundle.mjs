// Bundles the desktop shell (desktop/main.ts and desktop/preload.ts) into one CommonJS file each
// with Vite's SSR build, and writes the app folder's package.json. One file each because a
// sandboxed preload cannot require its sibling modules.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

async function bundle(entry, outDir) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    ssr: { target: 'node', noExternal: true },
    build: {
      ssr: path.join(root, 'desktop', `${entry}.ts`),
      outDir,
      emptyOutDir: false,
      minify: false,
      target: 'node22',
      copyPublicDir: false,
      rollupOptions: {
        external: ['electron', /^node:/],
        output: { format: 'cjs', entryFileNames: `${entry}.cjs` },
      },
    },
  });
}

/**
 * The origins this build talks to, from REALT_API_URL and REALT_SITE_URL at build time: the
 * installed console reads them from its package.json and nothing else (desktop/settings.ts, which
 * checks them and has the production defaults for those not set).
 */
function buildSettings() {
  const set = (name) => process.env[name]?.trim() || undefined;
  return { apiUrl: set('REALT_API_URL'), siteUrl: set('REALT_SITE_URL') };
}

/** Writes main.cjs, preload.cjs and package.json into `outDir` (the app folder electron-builder packs). */
export async function bundleShell(outDir) {
  await mkdir(outDir, { recursive: true });
  await bundle('main', outDir);
  await bundle('preload', outDir);
  const project = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const manifest = {
    name: 'realt-console',
    productName: 'Realt',
    version: project.version,
    description: 'Realt moderators console',
    author: { name: 'Realt', email: 'admin@realt.ge' },
    homepage: 'https://realt.ge',
    license: 'UNLICENSED',
    main: 'main.cjs',
    realt: buildSettings(),
  };
  await writeFile(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
