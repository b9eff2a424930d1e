// `npm start`: the Prism mock on 127.0.0.1:4010 plus the dev server on :5173, which renders pages
// on the server like production (src/server/app.ts with src/entry-server.tsx, reloaded on every
// change) and lets Vite's middlewares serve the code with HMR and proxy the API to the mock. It
// listens once the mock answers, and logs readable lines (src/server/dev.ts).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { createServer as createVite } from 'vite';

// DEV_PORT and MOCK_PORT let a second copy run beside another
const PORT = Number(process.env.DEV_PORT ?? 5173);
const MOCK_PORT = process.env.MOCK_PORT ?? '4010';
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const children = [];

function run(name, command, args, onLine) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        if (!onLine?.(line)) process.stdout.write(`[${name}] ${line}\n`);
      }
    });
  }
  child.on('exit', (code) => {
    console.error(`[${name}] exited with code ${code}`);
    stop(code ?? 1);
  });
}

let vite;
function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  void vite?.close();
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// prism logs every request; keep only its errors and the start-up line
run('mock', bin('prism'), ['mock', '-h', '127.0.0.1', '-p', MOCK_PORT, '--errors', 'openapi/openapi.yaml'], (line) =>
  !/error|listening/i.test(line),
);

const server = http.createServer();
// the runner loads vite.config.ts as the app's modules are loaded (extensionless imports and all)
vite = await createVite({ configLoader: 'runner', server: { middlewareMode: true, ws: { server } }, appType: 'custom' });
const { createApp } = await vite.ssrLoadModule('/src/server/app.ts');
const { readConfig } = await vite.ssrLoadModule('/src/server/config.ts');
const { compileTemplate, withBootstrap } = await vite.ssrLoadModule('/src/server/page.ts');
const { answered, readableLog } = await vite.ssrLoadModule('/src/server/dev.ts');
const indexHtml = new URL('../index.html', import.meta.url);
const apiUrl = `http://127.0.0.1:${MOCK_PORT}`;

const app = await createApp({
  config: readConfig({ LOG_LEVEL: 'warn', ...process.env, PORT: String(PORT), API_URL: apiUrl, PUBLIC_URL: `http://localhost:${PORT}` }),
  // lines to read, not JSON
  logStream: readableLog(),
  // as Vite's SSR guide: the address without the base; its scripts are allowed by their origin (security.ts)
  template: async (url, page) => {
    const html = await vite.transformIndexHtml(url.replace(/^\/realt/, '') || '/', await readFile(indexHtml, 'utf8'));
    // the page starts as it does in production (src/server/main.ts), by the same inline scripts,
    // built by Vite again when one of its files changes; a private route's skeleton has early calls
    const [start, early] = await Promise.all(['start', 'early'].map(async (name) => (await vite.ssrLoadModule(`/src/boot/${name}.ts?iife`)).default));
    const { SKELETON_MODULES } = await vite.ssrLoadModule('/src/entry-server.tsx');
    const kind = page.body === null ? 'shell' : SKELETON_MODULES.includes(page.screen) ? 'skeleton' : 'rendered';
    return compileTemplate(withBootstrap(html, { start, early }, { kind }));
  },
  entry: async () => vite.ssrLoadModule('/src/entry-server.tsx'),
  // Vite first (code, HMR, public files, the API proxy); what it leaves is the app's
  serverFactory: (handler) =>
    server.on('request', (request, response) => {
      // Vite's middlewares take the /realt base off the address; the app routes the full one
      const url = request.url;
      vite.middlewares(request, response, () => {
        request.url = url;
        handler(request, response);
      });
    }),
  fixStack: (error) => vite.ssrFixStacktrace(error),
});
// the first page would find the mock still starting (and go out without its data): ready once it answers,
try {
  await answered(`${apiUrl}/api/districts`);
} catch (error) {
  console.error(`[mock] ${error.message}`);
  stop(1);
}
// nor wait for Vite to build every screen's code and text, seconds of its time budget (it went out
// without its data, a 503): they are built before the first visitor comes
try {
  await (await vite.ssrLoadModule('/src/entry-server.tsx')).codeLoaded;
} catch (error) {
  // a module that does not compile: said here, and on each page until it is fixed (Vite reloads it)
  console.error(`[dev] the server's code did not load: ${error.message}`);
}
await app.listen({ port: PORT, host: 'localhost' });
console.log(`\nRealt is running on the mock API: http://localhost:${PORT}/realt/\n`);
