// `npm run desktop:build`: packages the moderators' console with electron-builder.
//   1. the renderer: a fresh Vite client build into desktop/dist/renderer, or the client part of an
//      existing web build (--renderer=<dir>, used by the packaging check to reuse npm test's build)
//   2. main.cjs, preload.cjs and package.json beside it (scripts/desktop-bundle.mjs)
//   3. electron-builder with desktop/electron-builder.yml; every other argument is passed on
//      (e.g. --linux dir, -c.electronDist=<folder>, -c.directories.output=<folder>)
import { spawnSync } from 'node:child_process';
import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { bundleShell } from './desktop-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const appDir = path.join(root, 'desktop', 'dist');

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const rendererArg = process.argv.find((arg) => arg.startsWith('--renderer='));
const builderArgs = process.argv.slice(2).filter((arg) => arg !== rendererArg);

await rm(appDir, { recursive: true, force: true });
const renderer = path.join(appDir, 'renderer');
if (rendererArg) {
  const web = path.resolve(root, rendererArg.slice('--renderer='.length));
  // the web build's server (vite.config.ts: the SSR build goes to <outDir>/server) is no part of the console
  const server = path.join(web, 'server');
  const client = (file) => file !== server && !file.startsWith(`${server}${path.sep}`);
  await cp(web, renderer, { recursive: true, filter: client });
} else {
  // the renderer calls its own origin (realt://app/api/...), which the protocol handler forwards:
  // a VITE_API_URL left in the environment would send it cross-origin instead
  const { VITE_API_URL: _, ...env } = process.env;
  run(bin('vite'), ['build', '--outDir', renderer, '--emptyOutDir'], env);
}
// Vite's build manifest serves scripts/size.mjs, not the app; the compressed copies serve the web server
await rm(path.join(renderer, '.vite'), { recursive: true, force: true });
for (const file of await readdir(renderer, { recursive: true })) {
  if (/\.(?:br|gz)$/.test(file)) await rm(path.join(renderer, file));
}
await bundleShell(appDir);
run(bin('electron-builder'), ['--config', 'desktop/electron-builder.yml', ...builderArgs]);
