// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
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
    const { response } = await withApiContext({ apiUrl, prefer: (path) => `example=${path}`, signal: new AbortController().signal }, () => api.GET('/api/districts'));
    expect(response.status).toBe(200);
    const [call] = server.calls;
    expect(call?.url).toBe('/api/districts');
    expect(call?.headers['prefer']).toBe('example=/api/districts');
    // the client's own middleware ran first
    expect(call?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('gives a call up with the render’s deadline', async () => {
    server = await fakeApi((_call, gone) => delay(5_000, gone).then(() => ({ status: 200, body: {} })));
    const deadline = new AbortController();
    const call = withApiContext({ apiUrl: server.url, signal: deadline.signal }, () => api.GET('/api/districts'));
    await delay(50);
    deadline.abort();
    await expect(call).rejects.toThrow();
  });
});
