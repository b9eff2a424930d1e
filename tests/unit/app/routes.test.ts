import { describe, expect, it } from 'vitest';
import { flatRoutes } from '../../../src/app/router';
import { paths } from '../../../src/config/paths';

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
});
