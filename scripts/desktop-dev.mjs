// `npm run desktop`: the desktop console in development. Starts `npm start` (Prism mock + Vite dev
// server), bundles the shell, and opens Electron on the dev server instead of the packaged bundle
// (REALT_DEV_SERVER_URL), so the renderer hot-reloads as in the browser.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bundleShell } from './desktop-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
// start-dev's port (DEV_PORT lets a second copy run beside another)
const devServer = `http://localhost:${process.env.DEV_PORT ?? 5173}`;
const appDir = path.join(root, 'desktop', 'dist');

await bundleShell(appDir);

const web = spawn(process.execPath, [path.join(root, 'scripts', 'start-dev.mjs')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
let electron = null;

function stop(code = 0) {
  electron?.kill('SIGTERM');
  web.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
web.on('exit', (code) => stop(code ?? 1));

web.stdout.setEncoding('utf8');
web.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  // start-dev prints this line once Vite is ready
  if (electron || !chunk.includes('Realt is running')) return;
  electron = spawn(path.join(root, 'node_modules', '.bin', 'electron'), [appDir, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REALT_DEV_SERVER_URL: devServer },
  });
  electron.on('exit', (code) => stop(code ?? 0));
});
