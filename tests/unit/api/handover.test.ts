import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOver, takeOver } from '../../../src/api/handover';

describe('the hand-over of the query cache', () => {
  afterEach(() => vi.useRealTimers());

  it('carries each successful query’s key, data and time, and hydrates as the whole dehydrated cache would', async () => {
    // the hand-over gives every query one time, while TanStack stamps each as it dehydrates it: a
    // clock that stands keeps those stamps from falling either side of a millisecond
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') });
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['get', '/api/banners'], queryFn: () => ({ result: [{ id: 1 }] }) });
    await server.prefetchQuery({ queryKey: ['post', '/api/convert-price', { body: { price: 1 } }], queryFn: () => ({ result: { rate: 2.7 } }) });
    await server.prefetchQuery({ queryKey: ['get', '/api/users/{id}'], queryFn: () => Promise.reject(new Error('500')) });
    const dehydrated = dehydrate(server);
    const handed = handOver(dehydrated);
    expect(handed.queries.map((query) => query.queryKey[1])).toEqual(['/api/banners', '/api/convert-price']);
    // through the page, as JSON
    const taken = takeOver(JSON.parse(JSON.stringify(handed)));
    expect(taken).toEqual({ ...dehydrated, queries: dehydrated.queries.filter((query) => query.state.status === 'success') });

    const browser = new QueryClient();
    hydrate(browser, taken);
    const rate = browser.getQueryState(['post', '/api/convert-price', { body: { price: 1 } }]);
    expect(rate).toMatchObject({ data: { result: { rate: 2.7 } }, status: 'success', fetchStatus: 'idle', dataUpdateCount: 1 });
    expect(rate?.dataUpdatedAt).toBe(server.getQueryState(['post', '/api/convert-price', { body: { price: 1 } }])?.dataUpdatedAt);
  });

  it('hands over nothing of an empty cache', () => {
    expect(handOver(dehydrate(new QueryClient()))).toEqual({ at: 0, queries: [] });
    expect(takeOver({ at: 0, queries: [] })).toEqual({ mutations: [], queries: [] });
  });
});
