import http from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../src/api/client';
import { withApiContext } from '../../../../src/api/middleware/server';
import { delay, fakeApi, type FakeApi } from '../../server/fake-api';

let server: FakeApi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the server’s middleware', () => {
  it('sends a render’s calls through the one client to the server’s API, with the scenario asked for', async () => {
    server = await fakeApi(() => ({ status: 200, body: { result: [] } }));
    const apiUrl = server.url;
    const { response } = await withApiContext({ apiUrl, prefer: (path) => `example=${path}` }, () => api.GET('/api/districts'));
    expect(response.status).toBe(200);
    const [call] = server.calls;
    expect(call?.url).toBe('/api/districts');
    expect(call?.headers['prefer']).toBe('example=/api/districts');
    // the client's own middleware ran first
    expect(call?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('sends a body as the client serialised it, and gives the call up with its own signal (a cancelled query’s)', async () => {
    server = await fakeApi((call, gone) => (call.url === '/api/districts' ? delay(5_000, gone).then(() => ({ status: 200, body: {} })) : { status: 200, body: { result: { rate: 2.7 } } }));
    const { data } = await withApiContext({ apiUrl: server.url }, () => api.POST('/api/convert-price', { body: { price: 1 } }));
    expect(data?.result.rate).toBe(2.7);
    expect(server.calls[0]?.body).toBe('{"price":1}');
    expect(server.calls[0]?.headers['content-type']).toBe('application/json');
    const query = new AbortController();
    const call = withApiContext({ apiUrl: server.url }, () => api.GET('/api/districts', { signal: query.signal }));
    // the API has the call, and waits
    await vi.waitFor(() => expect(server?.calls[1]?.url).toBe('/api/districts'));
    query.abort();
    await expect(call).rejects.toThrow();
    await expect.poll(() => server?.calls[1]?.aborted).toBe(true);
  });

  it('gives the call up when its query is cancelled after a garbage collection too', async () => {
    // the collection the machine would run at any time, run now
    setFlagsFromString('--expose-gc');
    const collect: () => void = runInNewContext('gc');
    server = await fakeApi((_call, gone) => delay(5_000, gone).then(() => ({ status: 200, body: {} })));
    const query = new AbortController();
    const call = withApiContext({ apiUrl: server.url }, () => api.GET('/api/districts', { signal: query.signal }));
    await vi.waitFor(() => expect(server?.calls[0]?.url).toBe('/api/districts'));
    collect();
    query.abort();
    await expect(call).rejects.toThrow();
    await expect.poll(() => server?.calls[0]?.aborted).toBe(true);
  });

  it('hands the client the API’s answer as it came: status, headers and body, a refusal and an empty answer too', async () => {
    server = await fakeApi((call) =>
      call.url === '/api/districts' ? { status: 429, body: { message: 'slow down' } } : { status: 204, body: null },
    );
    const refused = await withApiContext({ apiUrl: server.url }, () => api.GET('/api/districts'));
    expect(refused.response.status).toBe(429);
    expect(refused.error).toEqual({ message: 'slow down' });
    expect(refused.response.headers.get('content-type')).toBe('application/json');
    const empty = await withApiContext({ apiUrl: server.url }, () => api.POST('/client-api/basket/add', { body: { id: 1 } }));
    expect(empty.response.status).toBe(204);
    // an uncompressed answer is asked for: a server beside its API gains nothing from compressing
    expect(server.calls.map((call) => call.headers['accept-encoding'])).toEqual(['identity', 'identity']);
  });

  it('keeps its connections to the API open between calls', async () => {
    server = await fakeApi(() => ({ status: 200, body: { result: [] } }));
    const apiUrl = server.url;
    for (let call = 0; call < 6; call += 1) await withApiContext({ apiUrl }, () => api.GET('/api/districts'));
    // (undici may open a second one while the first is being handed back to its pool)
    expect(new Set(server.calls.map((call) => call.socket)).size).toBeLessThanOrEqual(2);
  });

  it('reads an answer that comes in pieces whole, and fails a call whose answer is cut off', async () => {
    const districts = { result: [{ id: 1, city: 'თბილისი' }] };
    const bytes = Buffer.from(JSON.stringify(districts));
    const raw = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': bytes.length });
      response.write(bytes.subarray(0, 10));
      // the rest after a moment: a second chunk, or never (the connection dropped)
      setTimeout(() => (request.url === '/api/districts' ? response.end(bytes.subarray(10)) : response.destroy()), 20);
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    const address = raw.address();
    const apiUrl = `http://127.0.0.1:${address !== null && typeof address === 'object' ? address.port : 0}`;
    try {
      const { data } = await withApiContext({ apiUrl }, () => api.GET('/api/districts'));
      expect(data).toEqual(districts);
      await expect(withApiContext({ apiUrl }, () => api.GET('/api/banners'))).rejects.toThrow();
    } finally {
      raw.closeAllConnections();
      await new Promise((resolve) => raw.close(resolve));
    }
  });
});
