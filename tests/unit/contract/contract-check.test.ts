// `npm run contract:check` against a deliberately wrong backend: a tiny local server whose
// district list has an id of the wrong type and lacks required fields.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';

const script = new URL('../../../scripts/contract-check.mjs', import.meta.url).pathname;
let upstream: Server;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/api/districts') {
      response.end(JSON.stringify({ result: [{ id: 'vake', city: 'თბილისი', district: 'ვაკე' }] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((listening) => upstream.listen(0, '127.0.0.1', listening));
});

afterAll(() => new Promise<void>((closed) => upstream.close(() => closed())));

function runCheck(url: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [script, url, '--only=^listDistricts$'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => done({ code, output }));
  });
}

// Prism takes a few seconds to start; more on a loaded machine
it('names the wrong and missing fields of a response and exits non-zero', { timeout: 90_000 }, async () => {
  const { port } = upstream.address() as AddressInfo;
  const { code, output } = await runCheck(`http://127.0.0.1:${port}`);

  expect(output).toMatch(/listDistricts\s+GET \/api\/districts\s+200\s+3 response/);
  expect(output).toContain('result.0.id must be integer');
  expect(output).toContain("must have required property 'name_alternative'");
  expect(output).toContain("must have required property 'listings_count'");
  expect(output).toContain('1 operation: 0 answered as the contract says, 1 with response violations');
  expect(code).toBe(1);
});
