import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../src/domain/image-file';
import { apiProxy, BODY_LIMIT, upstreamUrl } from '../../../src/server/proxy';
import { fakeApi } from './fake-api';

const servers: Array<{ close: () => Promise<unknown> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** The proxy in an app listening on a free port, in front of a fake API that echoes each call. */
async function proxyApp() {
  const api = await fakeApi((call) => ({ status: 200, body: { url: call.url, body: call.body } }));
  const logs: Array<{ msg: string; reason?: string; target?: string }> = [];
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logs.push(JSON.parse(line)) } } });
  await app.register(apiProxy({ apiUrl: api.url, publicUrl: 'https://realt.ge' }));
  app.setNotFoundHandler((_request, reply) => reply.code(404).send('the not-found page'));
  await app.listen({ host: '127.0.0.1', port: 0 });
  servers.push(api, app);
  const { port } = app.server.address() as AddressInfo;
  return { api, app, logs, port };
}

/** The status line and body of a request sent byte for byte, as `curl --path-as-is` would. */
function rawRequest(port: number, target: string, headers = ''): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: realt.test\r\n${headers}Connection: close\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve({ status: Number(answer.split(' ', 2)[1]), body: answer.split('\r\n\r\n').slice(1).join('') }));
  });
}

/** Node's own client, which sends `path` as it is given. */
function nodeRequest(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const TRAVERSALS = [
  '/api/../secret-internal',
  '/api/x/../../secret-internal',
  '/api/./x',
  '/api/%2e%2e/secret-internal',
  '/api/%2E%2E/secret-internal',
  '/api/%2E./secret-internal',
  '/api/.%2e/secret-internal',
  '/client-api/..;/secret-internal',
  '/api/..\\secret-internal',
  '/api/x%5c..%5csecret-internal',
  '/admin-api/..%2fsecret-internal',
  '/api/a%2Fb',
  // decoded twice, or folded into dots and slashes by the server behind
  '/api/%252e%252e/secret-internal',
  '/api/%25%32%65%25%32%65/secret-internal',
  '/api/%EF%BC%8E%EF%BC%8E/secret-internal',
  '/api/%E2%80%A4%E2%80%A4/secret-internal',
  '/api/%EF%B9%92./secret-internal',
  '/api/%E3%80%82%E3%80%82/secret-internal',
  '/api/x%EF%BC%8F..%EF%BC%8Fsecret-internal',
];

describe('apiProxy', () => {
  it('refuses dot segments, backslashes and encoded slashes with 400, without asking the API', async () => {
    const { api, logs, port } = await proxyApp();
    for (const target of TRAVERSALS) {
      const response = await rawRequest(port, target);
      expect({ target, status: response.status }).toEqual({ target, status: 400 });
      expect(JSON.parse(response.body)).toHaveProperty('message');
    }
    expect((await nodeRequest(port, '/api/../secret-internal')).status).toBe(400);
    expect(api.calls).toEqual([]);
    expect(logs.map((line) => line.target)).toEqual([...TRAVERSALS, '/api/../secret-internal']);
    expect(logs[0]).toMatchObject({ msg: 'api proxy refused a request', reason: 'dot segment in the path' });
  });

  it('leaves a broken escape to Fastify, which answers 400 before any handler', async () => {
    const { api, logs, port } = await proxyApp();
    expect((await rawRequest(port, '/api/%E0%A4%A')).status).toBe(400);
    expect(api.calls).toEqual([]);
    expect(logs).toEqual([]);
  });

  it('refuses absolute-form targets, which the router would match by their path', async () => {
    const { api, logs, port } = await proxyApp();
    for (const target of ['http://evil.example/api/x', 'HTTPS://evil.example/client-api/x']) expect((await rawRequest(port, target)).status).toBe(400);
    expect((await nodeRequest(port, 'http://evil.example/api/x')).status).toBe(400);
    expect(api.calls).toEqual([]);
    expect(logs).toHaveLength(3);
  });

  it('never sees a traversal sent through inject: light-my-request resolves the dot segments first', async () => {
    const { api, app } = await proxyApp();
    expect((await app.inject({ url: '/api/../secret-internal' })).body).toBe('the not-found page');
    expect(api.calls).toEqual([]);
  });

  it('forwards a path under the API prefixes with its query, X-Forwarded-For from the socket, the host and scheme of PUBLIC_URL', async () => {
    const { api, port } = await proxyApp();
    const response = await nodeRequest(port, '/api/x?y=1', { 'X-Forwarded-For': '6.6.6.6', 'X-Real-IP': '6.6.6.6', Forwarded: 'for=6.6.6.6', Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ url: '/api/x?y=1', body: '' });
    expect(api.calls[0]?.headers).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'realt.ge' });
    expect(api.calls[0]?.headers).not.toHaveProperty('x-real-ip');
    expect(api.calls[0]?.headers).not.toHaveProperty('forwarded');
  });

  it('passes on only the headers the app’s calls carry, less those the Connection header names, with its own request id', async () => {
    const { api, port } = await proxyApp();
    await nodeRequest(port, '/client-api/wallet', {
      Authorization: 'Bearer t',
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      'Accept-Language': 'en',
      Cookie: 'session=secret',
      Referer: 'https://realt.ge/realt/auth/social-auth?token=secret',
      'Proxy-Authorization': 'Basic secret',
      'X-Custom': 'secret',
      Prefer: 'code=500',
      'X-Request-Id': 'client-id',
      Connection: 'keep-alive, Accept-Language',
    });
    const headers = api.calls[0]?.headers ?? {};
    expect(headers).toMatchObject({ authorization: 'Bearer t', 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' });
    for (const name of ['cookie', 'referer', 'proxy-authorization', 'x-custom', 'prefer']) expect(headers).not.toHaveProperty(name);
    // (fetch says `*` itself when none is given)
    expect(headers['accept-language']).not.toBe('en');
    expect(JSON.stringify(headers)).not.toContain('secret');
    expect(headers['x-request-id']).toMatch(/^req-/);
  });

  it('passes the API’s answer back without its hop-by-hop headers, those its Connection header names included', async () => {
    const api = await fakeApi(() => ({ status: 200, body: {}, headers: { connection: 'keep-alive, x-hop', 'x-hop': 'internal', 'keep-alive': 'timeout=5', 'x-kept': 'yes' } }));
    const app = Fastify();
    await app.register(apiProxy({ apiUrl: api.url, publicUrl: 'https://realt.ge' }));
    servers.push(api, app);
    const response = await app.inject('/api/districts');
    expect(response.headers['x-kept']).toBe('yes');
    for (const name of ['x-hop', 'keep-alive']) expect(response.headers).not.toHaveProperty(name);
  });

  it('refuses a body over the contract’s largest (an image of 10 MB and its form) with 413, announced or not', async () => {
    const { api, app, port } = await proxyApp();
    const over = Buffer.alloc(BODY_LIMIT + 1, 'a');
    const announced = await app.inject({ method: 'POST', url: '/client-api/image', payload: over, headers: { 'content-type': 'application/octet-stream' } });
    expect(announced.statusCode).toBe(413);
    expect(api.calls).toEqual([]);
    const streamed = await new Promise<number>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/client-api/image', method: 'POST', headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      for (let at = 0; at < over.length; at += 1024 * 1024) request.write(over.subarray(at, at + 1024 * 1024));
      request.end();
    });
    expect(streamed).toBe(413);
    const within = await app.inject({ method: 'POST', url: '/client-api/image', payload: Buffer.alloc(IMAGE_MAX_BYTES, 'a'), headers: { 'content-type': 'application/octet-stream' } });
    expect(within.statusCode).toBe(200);
  });

  it('streams a request body on as it came', async () => {
    const { api, app } = await proxyApp();
    const response = await app.inject({ method: 'POST', url: '/client-api/announcements', payload: '{"title":"ბინა 85000$"}', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(200);
    expect(api.calls[0]).toMatchObject({ method: 'POST', url: '/client-api/announcements', body: '{"title":"ბინა 85000$"}' });
  });

  it('proxies nothing outside /api/, /client-api/ and /admin-api/', async () => {
    const { api, port } = await proxyApp();
    for (const target of ['/secret-internal', '/apix/y', '/api', '//api/x']) expect((await rawRequest(port, target)).status).toBe(404);
    expect(api.calls).toEqual([]);
  });
});

describe('upstreamUrl', () => {
  const apiUrl = 'http://127.0.0.1:4010';

  it('keeps the path and query on the API origin', () => {
    expect(upstreamUrl('/admin-api/users?page=2&q=a/../b', apiUrl)).toEqual({ url: new URL('http://127.0.0.1:4010/admin-api/users?page=2&q=a/../b') });
  });

  it('refuses a path outside the API prefixes, and one that would leave the API host', () => {
    expect(upstreamUrl('/realt/x', apiUrl)).toEqual({ refused: 'not an API path' });
    expect(upstreamUrl('//evil.example/api/x', apiUrl)).toEqual({ refused: 'not an API path' });
  });

  it('refuses a broken escape', () => {
    expect(upstreamUrl('/api/%E0%A4%A', apiUrl)).toEqual({ refused: 'malformed percent-encoding' });
  });
});
