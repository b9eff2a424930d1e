// @vitest-environment jsdom
import createClient from 'openapi-fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleApiEvents } from '../../../src/api/handlers';
import { authMiddleware } from '../../../src/api/middleware/auth';
import { NETWORK_ERROR, errorsMiddleware } from '../../../src/api/middleware/errors';
import { headersMiddleware } from '../../../src/api/middleware/headers';
import type { paths } from '../../../src/api/schema.gen';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function clientAnswering(response: () => Response | Promise<Response>) {
  const fetch = vi.fn<(request: Request) => Promise<Response>>(async () => response());
  const client = createClient<paths>({ baseUrl: 'http://api.test', fetch });
  client.use(headersMiddleware, authMiddleware, errorsMiddleware);
  return { client, fetch };
}

// the app's handlers, as its start-up registers them
const onTokenRefused = vi.fn();
const onUnauthenticated = vi.fn();
const onServerError = vi.fn();
const onFailure = vi.fn();
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  for (const handler of [onTokenRefused, onUnauthenticated, onServerError, onFailure]) handler.mockClear();
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname: '/realt/catalog/sell', assign });
  handleApiEvents({ onTokenRefused, onUnauthenticated, onServerError, onFailure });
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('request headers', () => {
  it('sends X-Requested-With always and the bearer token only when there is one', async () => {
    const { client, fetch } = clientAnswering(() => json(200, { result: [] }));
    await client.GET('/api/districts');
    let request = fetch.mock.calls[0]![0];
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.has('Authorization')).toBe(false);

    localStorage.setItem('access-token', 'abc');
    await client.GET('/api/districts');
    request = fetch.mock.calls[1]![0];
    expect(request.headers.get('Authorization')).toBe('Bearer abc');
  });
});

describe('the §8 error catalogue', () => {
  it('opens the 500 modal', async () => {
    const { client } = clientAnswering(() => json(500, { message: 'Server Error' }));
    const { data } = await client.GET('/api/districts');
    expect(data).toBeUndefined();
    expect(onServerError).toHaveBeenCalledTimes(1);
  });

  it('leaves a 422 or 403 to the caller: no notification, the body comes back untouched', async () => {
    const { client } = clientAnswering(() => json(422, { result: 'მომხმარებელი ვერ მოიძებნა' }));
    const { error } = await client.POST('/api/generate-user-code-reset-password', { body: { phone: '+995599123456' } });
    expect(error).toEqual({ result: 'მომხმარებელი ვერ მოიძებნა' });
    const forbidden = clientAnswering(() => json(403, { result: 'ამ მოქმედების შესრულების უფლება არ გაქვთ' }));
    await forbidden.client.GET('/api/districts');
    expect(onFailure).not.toHaveBeenCalled();
    expect(onServerError).not.toHaveBeenCalled();
  });

  it('sends a guest whose action needs a login to /realt/auth, to come back to the page it was on', async () => {
    vi.stubGlobal('location', { ...window.location, pathname: '/realt/en/announcement/3-otaxiani-bina-102', search: '?from=map', assign });
    const { client } = clientAnswering(() => json(401, { message: 'Unauthenticated.' }));
    await client.POST('/client-api/basket/add', { body: { id: 102 } });
    expect(onUnauthenticated).toHaveBeenCalledWith(`/auth?next=${encodeURIComponent('/announcement/3-otaxiani-bina-102?from=map')}`, false);
  });

  it('sends a 401 on a login-required page home, saying the session ended', async () => {
    localStorage.setItem('access-token', 'expired');
    vi.stubGlobal('location', { ...window.location, pathname: '/realt/en/profile/my-wallet', assign });
    const { client } = clientAnswering(() => json(401, { message: 'Unauthenticated.' }));
    await client.POST('/client-api/basket', {});
    expect(onUnauthenticated).toHaveBeenCalledWith('/', true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('tells a token the session fetch refused, and leaves the visitor where they are', async () => {
    const { client } = clientAnswering(() => json(401, { message: 'Unauthenticated.' }));
    await client.GET('/api/get-authenticated-user');
    expect(onTokenRefused).toHaveBeenCalledTimes(1);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('keeps the token when the session fetch meets a server error', async () => {
    const { client } = clientAnswering(() => json(500, { message: 'Server Error' }));
    await client.GET('/api/get-authenticated-user');
    expect(onTokenRefused).not.toHaveBeenCalled();
    expect(onServerError).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when the query cache cancels a request', async () => {
    const { client } = clientAnswering(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    const controller = new AbortController();
    controller.abort();
    await expect(client.GET('/api/districts', { signal: controller.signal })).rejects.toThrow();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('turns a network failure into an error result and says so', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const { data, error, response } = await client.GET('/api/districts');
    expect(data).toBeUndefined();
    expect(error).toBeTruthy();
    expect(response.status).toBe(NETWORK_ERROR);
    expect(onServerError).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledWith('სერვერთან კავშირი ვერ დამყარდა. შეამოწმეთ ინტერნეტი და სცადეთ თავიდან.');
  });
});
