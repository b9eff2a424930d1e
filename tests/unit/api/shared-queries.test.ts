// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogQuery } from '../../../src/api/shared-queries';
import { parse } from '../../../src/domain/catalog-filters';
import { byRequest, example, json, startApp } from '../fake-network';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('catalogQuery', () => {
  it('keys the search by what is sent: the map view is the same search', () => {
    const list = catalogQuery(parse('flatObjects=1&bedrooms=2', 1));
    const map = catalogQuery(parse('flatObjects=1&bedrooms=2&map=true', 1));
    const other = catalogQuery(parse('flatObjects=1&bedrooms=2&page=2', 1));
    expect(JSON.stringify(map.queryKey)).toBe(JSON.stringify(list.queryKey));
    expect(JSON.stringify(other.queryKey)).not.toBe(JSON.stringify(list.queryKey));
    expect(list.queryKey[2].body).toEqual({ adType: 1, flatObjects: '1', bedrooms: '2', sort: 'newest', page: 1 });
  });

  it('asks again as form data for a search the server put in the page, whose key came without its serializer', async () => {
    const answer = example('CatalogSale');
    const app = await startApp(byRequest({ 'POST /api/catalog-announcements': () => json(200, answer) }), { token: null });
    const { QueryClient } = await import('@tanstack/react-query');
    const { pageState, takePageState } = await import('../../../src/api/page-state');
    const { catalogQuery: search } = await import('../../../src/api/shared-queries');
    const { parse: read } = await import('../../../src/domain/catalog-filters');
    const options = search(read('', 1));
    // the server's cache, as the page carries it: JSON, which has no functions
    const server = new QueryClient();
    server.setQueryData(options.queryKey, answer);
    takePageState(app.client, JSON.parse(JSON.stringify(pageState(server, ''))));
    await app.client.fetchQuery({ ...options, staleTime: 0 });
    expect(app.sent).toEqual([{ method: 'POST', path: '/api/catalog-announcements', body: { adType: '1', sort: 'newest', page: '1' } }]);
  });
});
