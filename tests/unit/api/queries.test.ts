import { QueryClient } from '@tanstack/react-query';
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { toFormData } from '../../../src/api/form-data';
import { queryHooks } from '../../../src/api/queries';
import type { paths } from '../../../src/api/schema.gen';
import { json } from './thrown';

describe('queryHooks', () => {
  it('makes a read with the key it was built with, not the one its cache holds', async () => {
    const sent: Request[] = [];
    const client = createClient<paths>({
      baseUrl: 'http://api.test',
      fetch: async (request: Request) => {
        sent.push(request);
        return json(200, { result: { data: [], total: 0 } });
      },
    });
    const options = queryHooks(client).queryOptions('post', '/api/catalog-announcements', { body: { adType: 1, sort: 'newest', page: 1 }, bodySerializer: toFormData });
    const cache = new QueryClient();
    // the query as a page hands it over: its key JSON, its form data's serializer gone
    cache.getQueryCache().build(cache, { queryKey: JSON.parse(JSON.stringify(options.queryKey)) });
    await cache.fetchQuery(options);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.fromEntries(await sent[0]!.formData())).toEqual({ adType: '1', sort: 'newest', page: '1' });
  });
});
