import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { answered, readableLog } from '../../../src/server/dev';
import { createApp } from '../../../src/server/app';
import { readConfig } from '../../../src/server/config';
import { compileTemplate } from '../../../src/server/page';

const closing: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

/** A port nothing listens on yet. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('answered', () => {
  it('waits for a server that is still starting, and resolves once it answers, whatever its status', async () => {
    const port = await freePort();
    let settled = false;
    const waiting = answered(`http://127.0.0.1:${port}/api/districts`, { everyMs: 10 }).then(() => (settled = true));
    const server = http.createServer((_request, response) => response.writeHead(404).end());
    // the first attempts have failed by the time it listens
    await new Promise<void>((resolve) => server.on('connection', () => resolve()).listen(port, '127.0.0.1'));
    closing.push(() => new Promise((resolve) => server.close(resolve)));
    await waiting;
    expect(settled).toBe(true);
  });

  it('gives up after its time', async () => {
    const port = await freePort();
    await expect(answered(`http://127.0.0.1:${port}/`, { timeoutMs: 200, everyMs: 20 })).rejects.toThrow(/did not answer within 200 ms/);
  });
});

describe('readableLog', () => {
  it('writes the app’s log as lines a person reads, not JSON', async () => {
    let text = '';
    const out = new Writable({
      write(chunk, _encoding, done) {
        text += String(chunk);
        done();
      },
    });
    const app = await createApp({
      config: readConfig({ LOG_LEVEL: 'info' }),
      template: async () => compileTemplate('<html lang="ka"><head><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>'),
      entry: async () => ({ render: async () => Promise.reject(new Error('no render')), pageKey: (url) => url, isPrivate: () => false }),
      logStream: readableLog(out),
    });
    closing.push(() => app.close());
    await app.inject('/healthz');
    expect(text).toMatch(/INFO.*incoming request/);
    expect(text).toContain('/healthz');
    for (const line of text.trim().split('\n')) expect(line.startsWith('{')).toBe(false);
  });
});
