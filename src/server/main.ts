// `npm run serve`: the production server on the built bundle (PORT, API_URL, PUBLIC_URL, ...:
// see config.ts and the README). Stateless: run one per core behind a reverse proxy or CDN.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { readConfig } from './config';
import { withScreenStyles, type Render } from './page';

const config = readConfig(process.env);
const clientDir = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(await readFile(new URL('../.vite/manifest.json', import.meta.url), 'utf8'));
const template = withScreenStyles(await readFile(new URL('../index.html', import.meta.url), 'utf8'), manifest, '/realt/');
// the server entry sits beside this file in the build; it is the only module that holds React
const entry: { render: Render } = await import(/* @vite-ignore */ new URL('./entry-server.js', import.meta.url).href);

const app = await createApp({ config, clientDir, template: async () => template, render: async () => entry.render });
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
