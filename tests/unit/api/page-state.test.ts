import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageState, takePageState } from '../../../src/api/page-state';

describe('the page state of the query cache', () => {
  it('carries the search the page read and each successful query’s key, data and time, which the browser’s client takes as fresh data', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['get', '/api/banners'], queryFn: () => ({ result: [{ id: 1 }] }) });
    await server.prefetchQuery({ queryKey: ['post', '/api/convert-price', { body: { price: 1 } }], queryFn: () => ({ result: { rate: 2.7 } }) });
    await server.prefetchQuery({ queryKey: ['get', '/api/users/{id}'], queryFn: () => Promise.reject(new Error('500')) });
    const handed = pageState(server, '?deal=sale');
    expect(handed.search).toBe('?deal=sale');
    expect(handed.queries.map((query) => query.queryKey[1])).toEqual(['/api/banners', '/api/convert-price']);

    const browser = new QueryClient();
    // through the page, as JSON
    takePageState(browser, JSON.parse(JSON.stringify(handed)));
    const key = ['post', '/api/convert-price', { body: { price: 1 } }];
    expect(browser.getQueryState(key)).toMatchObject({ data: { result: { rate: 2.7 } }, status: 'success', fetchStatus: 'idle', isInvalidated: false });
    expect(browser.getQueryState(key)?.dataUpdatedAt).toBe(server.getQueryState(key)?.dataUpdatedAt);
    expect(browser.getQueryState(['get', '/api/users/{id}'])).toBeUndefined();
  });

  it('puts nothing of an empty cache into the page state', () => {
    expect(pageState(new QueryClient(), '')).toEqual({ search: '', queries: [] });
  });
});
