import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createQueryClient } from '../../../src/api/query-client';
import { listingQuery } from '../../../src/features/listing/api/queries';
import { flatRoutes } from '../../../src/app/router';
import { paths } from '../../../src/config/paths';
import type { Listing } from '../../../src/domain/listing';

describe('the route table', () => {
  it('has every route of config/paths, once', () => {
    const tabled = flatRoutes().map((route) => route.at.path);
    expect(new Set(tabled).size).toBe(tabled.length);
    expect([...tabled].sort()).toEqual(Object.values(paths).map((route) => route.path).sort());
  });

  it('has the server render public pages only: the same page for everyone', () => {
    const rendered = flatRoutes().filter((route) => 'screen' in route && route.ssr);
    expect(rendered.map((route) => route.at.path)).toEqual(['/', '/catalog/sell', '/catalog/rent', '/market/sell', '/market/rent', '/announcement/:slug', '/user/:id']);
    for (const route of rendered) expect(route.at.access).toBe('public');
  });

  it('tags each public page by what it shows, for a shared cache to purge', () => {
    const client = createQueryClient();
    const tagsOf = (path: string, params: Record<string, string> = {}) => {
      const route = flatRoutes().find((each) => each.at.path === path);
      return route && 'screen' in route ? route.tags?.(params, client) : undefined;
    };
    expect(tagsOf('/')).toEqual(['main', 'banners', 'featured']);
    expect(tagsOf('/catalog/rent')).toEqual(['catalogue-rent']);
    expect(tagsOf('/market/sell')).toEqual(['market-sale']);
    expect(tagsOf('/user/:id', { id: '23' })).toEqual(['user-23']);
    // a listing's tags come from its answer: none before it is in
    expect(tagsOf('/announcement/:slug', { slug: '102-vake' })).toEqual([]);
    // the contract's own example, the mock's data
    const listing: Listing = parse(readFileSync('openapi/components/examples/AnnouncementFlat.yaml', 'utf8')).value.result;
    client.setQueryData(listingQuery('102-vake').queryKey, { result: listing });
    expect(tagsOf('/announcement/:slug', { slug: '102-vake' })).toEqual([`listing-${listing.id}`, `user-${listing.user_id}`]);
    // private pages are kept by no shared cache
    expect(flatRoutes().filter((route) => 'screen' in route && !route.ssr && route.tags)).toEqual([]);
  });
});
