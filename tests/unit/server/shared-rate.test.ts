import { dehydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { loadRate, rateQuery } from '../../../src/api/rate-query';
import { seedRate, sharedRate, sharedValue } from '../../../src/server/shared-rate';
import { delay, fakeApi, type FakeApi } from './fake-api';

describe('sharedValue', () => {
  it('keeps a value for its time, and asks again once it has expired', async () => {
    let clock = 1_000;
    const value = sharedValue<number>(60_000, () => clock);
    expect(value.fresh()).toBeUndefined();
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await value.ask(load)).toEqual({ value: 1, at: 1_000 });
    clock += 59_999;
    expect(value.fresh()).toEqual({ value: 1, at: 1_000 });
    clock += 1;
    expect(value.fresh()).toBeUndefined();
    expect(await value.ask(load)).toEqual({ value: 2, at: 61_000 });
  });

  it('gives whoever asks while a call is under way that call', async () => {
    const value = sharedValue<string>(60_000);
    let loads = 0;
    let answer: (text: string) => void = () => undefined;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (answer = resolve));
    };
    const asked = [value.ask(load), value.ask(load), value.ask(load)];
    answer('2.7');
    const kept = await Promise.all(asked);
    expect(loads).toBe(1);
    expect(new Set(kept).size).toBe(1);
  });

  it('keeps no failure: the next one asks again', async () => {
    const value = sharedValue<number>(60_000);
    await expect(value.ask(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(value.fresh()).toBeUndefined();
    expect((await value.ask(() => Promise.resolve(3))).value).toBe(3);
  });
});

describe('seedRate', () => {
  let api: FakeApi | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await api?.close();
    api = undefined;
    sharedRate.clear();
  });

  const rateOf = (client: ReturnType<typeof createQueryClient>) => client.getQueryState(rateQuery().queryKey);
  const answering = (rate: number) => ({ status: 200, body: { result: { price_gel: rate, rate } } });

  it('asks once for concurrent renders, which find the rate as their own queries would have put it', async () => {
    api = await fakeApi(async () => {
      await delay(50);
      return answering(2.71);
    });
    const source = { apiUrl: api.url, deadline: Date.now() + 2_000 };
    // the joining renders' answers come in one moment: a clock that does not tick between them
    // (a busy machine's millisecond can fall between two of them)
    vi.useFakeTimers({ toFake: ['Date'] });
    const clients = [createQueryClient(), createQueryClient(), createQueryClient()];
    for (const client of clients) seedRate(client, source);
    // each render's rate query joins the shared call instead of making its own
    expect(await Promise.all(clients.map((client) => loadRate(client)))).toEqual([2.71, 2.71, 2.71]);
    expect(api.calls.map((call) => call.url)).toEqual(['/api/convert-price']);
    expect(api.calls[0]?.body).toBe('{"price":1}');
    const [first] = clients.map(rateOf);
    expect(first).toMatchObject({ status: 'success', data: { result: { rate: 2.71 } } });
    for (const client of clients) expect(rateOf(client)?.dataUpdatedAt).toBe(first?.dataUpdatedAt);

    // a later render has it at once, dated when it came: the browser's hour of freshness counts from then
    const later = createQueryClient();
    seedRate(later, source);
    expect(rateOf(later)).toMatchObject({ status: 'success', dataUpdatedAt: sharedRate.fresh()?.at });
    expect(await loadRate(later)).toBe(2.71);
    expect(api.calls).toHaveLength(1);
    // what the browser hydrates from: a rate as fresh as the one call says
    const [state] = dehydrate(later).queries;
    expect(state?.state).toMatchObject({ data: { result: { rate: 2.71 } }, dataUpdatedAt: sharedRate.fresh()?.at, status: 'success' });
  });

  it('keeps no failed rate: those renders show dollars, and the next one asks again', async () => {
    let fail = true;
    api = await fakeApi(() => (fail ? { status: 500, body: { message: 'down' } } : answering(2.69)));
    const source = { apiUrl: api.url, deadline: Date.now() + 2_000 };
    const client = createQueryClient();
    seedRate(client, source);
    expect(await loadRate(client)).toBeUndefined();
    expect(rateOf(client)).toBeUndefined();
    expect(sharedRate.fresh()).toBeUndefined();
    fail = false;
    const next = createQueryClient();
    seedRate(next, source);
    expect(await loadRate(next)).toBe(2.69);
    expect(api.calls).toHaveLength(2);
  });

  it('gives up the shared call at the render’s deadline, keeping nothing', async () => {
    api = await fakeApi((_call, gone) => delay(5_000, gone).then(() => answering(2.7)));
    const client = createQueryClient();
    seedRate(client, { apiUrl: api.url, deadline: Date.now() + 100 });
    expect(await loadRate(client)).toBeUndefined();
    await expect.poll(() => api?.calls[0]?.aborted).toBe(true);
    expect(sharedRate.fresh()).toBeUndefined();
  });

  it('leaves a render whose test steers the rate’s call to its own query, and seeds one that steers others', async () => {
    api = await fakeApi(() => answering(2.7));
    const steered = createQueryClient();
    seedRate(steered, { apiUrl: api.url, deadline: Date.now() + 2_000, prefer: (path) => (path === '/api/convert-price' ? 'code=500' : undefined) });
    expect(rateOf(steered)).toBeUndefined();
    expect(api.calls).toHaveLength(0);
    const other = createQueryClient();
    seedRate(other, { apiUrl: api.url, deadline: Date.now() + 2_000, prefer: (path) => (path.startsWith('/api/catalog') ? 'code=500' : undefined) });
    expect(await loadRate(other)).toBe(2.7);
    // the shared call goes without any render's scenario
    expect(api.calls[0]?.headers['prefer']).toBeUndefined();
  });
});
