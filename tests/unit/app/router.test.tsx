// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { userQuery } from '../../../src/api/user';
import { AppRoutes, matchScreen, routeQueries } from '../../../src/app/router';
import { showSkeletonPhotos } from '../../../src/app/skeleton-photos';
import { paths } from '../../../src/config/paths';
import { session, type User } from '../../../src/state/session';
import { renderAndHydrate } from '../hydrate';
import { aUser } from '../user';

// the contract knows roles 1 to 3; the guards must also hold for a role it does not know
const user = (role: number) => aUser({ id: 7, role: role as User['role'] });

let replace: ReturnType<typeof vi.fn>;

beforeEach(() => {
  replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, replace, assign: vi.fn() });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.token = null;
});

/** Opens `path` signed out (null), signed in with a user of `role`, or with a stored token whose user is still being read ('reading'). */
function open(path: string, role: number | null | 'reading') {
  const client = new QueryClient();
  session.token = role === null ? null : 't0ken';
  if (role === 'reading') void client.prefetchQuery({ queryKey: userQuery().queryKey, queryFn: () => new Promise<never>(() => undefined) });
  else if (role !== null) client.setQueryData(userQuery().queryKey, { result: user(role) });
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        <AppRoutes />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

describe('matchScreen', () => {
  it('finds a route by its whole pattern under the base, with its parameters', () => {
    expect(matchScreen('/realt/announcement/3-otaxiani-bina-102')?.params.slug).toBe('3-otaxiani-bina-102');
    expect(matchScreen('/realt/profile/advertisement/create-advertisement')?.route.at.path).toBe(paths.createAdvertisement.path);
    expect(matchScreen('/realt/admin/finance')?.route).toHaveProperty('redirect');
  });

  it('finds nothing outside the base, under a section’s path alone, or where the parameters name nothing', () => {
    expect(matchScreen('/catalog/sell')).toBeNull();
    expect(matchScreen('/realt/profile/nothing-here')).toBeNull();
    expect(matchScreen('/realt/user/not-a-number')).toBeNull();
  });
});

describe('routeQueries', () => {
  it('adds the day’s rate to a server-rendered page’s queries, to no other', () => {
    const queriesAt = (pathname: string) => {
      const match = matchScreen(pathname);
      if (!match || !('screen' in match.route)) throw new Error(`${pathname} is no screen`);
      return routeQueries(match.route, match.params, '');
    };
    // the listing's own query and the rate; the user's wallet asks nothing at boot
    expect(queriesAt('/realt/announcement/3-otaxiani-bina-102')).toHaveLength(2);
    expect(queriesAt('/realt/profile/my-wallet')).toHaveLength(0);
  });
});

describe('while the session is unknown or its user is read', () => {
  /** Renders `path` signed out as the server does, and hydrates it. */
  function hydrate(path: string) {
    vi.stubGlobal('location', { ...window.location, pathname: path, replace });
    return renderAndHydrate(
      <QueryClientProvider client={new QueryClient()}>
        <Router ssrPath={path}>
          <AppRoutes />
        </Router>
      </QueryClientProvider>,
    );
  }

  it('show a private route’s skeleton, shaped like its screen, where the server renders and while it hydrates; then its guard decides', async () => {
    const { html, mismatches, unmount } = await hydrate('/profile/apartments/my-apartments');
    expect(html).toContain('<div class="page skeleton skeleton--my-listings" aria-busy="true">');
    expect(html).toContain('<h1 class="skeleton__title">ჩემი განცხადებები</h1>');
    expect(mismatches).toEqual([]);
    await waitFor(() => expect(replace).toHaveBeenLastCalledWith('/realt/auth'));
    unmount();
  });

  it('show the skeleton of a screen open to guests too: the server cannot render it without the browser', async () => {
    const { html, container, mismatches, unmount } = await hydrate('/profile/advertisement/create-advertisement');
    expect(html).toContain('skeleton--form');
    expect(container.innerHTML).toContain('skeleton--form');
    expect(mismatches).toEqual([]);
    unmount();
  });

  it('keep the skeleton while the guard waits for the stored token’s user', () => {
    open('/admin/users', 'reading');
    expect(screen.getByRole('heading', { level: 1, name: 'მომხმარებლები' })).toBeTruthy();
    expect(document.querySelector('.skeleton--console')).not.toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('the skeleton’s early photos', () => {
  it('go with the skeleton that showed them', () => {
    open('/profile/apartments/my-apartments', 'reading');
    showSkeletonPhotos(['/demo/flat-7.svg']);
    expect(document.documentElement.style.getPropertyValue('--skeleton-photo-1')).not.toBe('');
    cleanup();
    expect(document.documentElement.style.getPropertyValue('--skeleton-photo-1')).toBe('');
    expect(document.documentElement.dataset.skeletonPhotos).toBeUndefined();
  });
});

describe('the guards', () => {
  it('send a role the console does not know (4) to the profile', () => {
    open('/admin/users', 4);
    expect(replace).toHaveBeenCalledWith('/realt/profile');
  });

  it('send a user (role 3) from the console to the profile', () => {
    open('/admin/advertisements', 3);
    expect(replace).toHaveBeenCalledWith('/realt/profile');
  });

  it('send a moderator from finance and banners to the profile, not from districts', () => {
    for (const path of ['/admin/finance', '/admin/finance/money-transfer', '/admin/banners']) {
      open(path, 2);
      expect(replace, path).toHaveBeenLastCalledWith('/realt/profile');
      cleanup();
    }
    replace.mockClear();
    open('/admin/create-district', 2);
    expect(replace).not.toHaveBeenCalled();
  });

  it('let an administrator open finance, whose default is tariffs', () => {
    const location = open('/admin/finance', 1);
    expect(replace).not.toHaveBeenCalled();
    expect(location.history.at(-1)).toBe('/admin/finance/tariffs');
  });

  it('send a signed-out visitor to the admin login from the console, to sign-in from the profile', () => {
    open('/admin/finance/tariffs', null);
    expect(replace).toHaveBeenLastCalledWith('/realt/auth/admin-login');
    cleanup();
    open('/profile/my-wallet', null);
    expect(replace).toHaveBeenLastCalledWith('/realt/auth');
  });

  it('send a signed-in user from sign-in to the page its address returns to, else to their apartments', async () => {
    const back = open('/auth/login?next=%2Fannouncement%2F3-otaxiani-bina-vakeshi-102', 3);
    await waitFor(() => expect(back.history.at(-1)).toBe('/announcement/3-otaxiani-bina-vakeshi-102'));
    cleanup();
    for (const path of ['/auth/login', '/auth/register?next=https%3A%2F%2Fevil.example%2F']) {
      const location = open(path, 3);
      await waitFor(() => expect(location.history.at(-1), path).toBe('/profile/apartments/my-apartments'));
      cleanup();
    }
  });

  it('keep the listing form open to guests', () => {
    open('/profile/advertisement/create-advertisement', null);
    expect(replace).not.toHaveBeenCalled();
  });

  it('keep the listing form open to guests wherever the table lists it', async () => {
    vi.resetModules();
    vi.doMock('../../../src/app/routes', async (importOriginal) => {
      const table: typeof import('../../../src/app/routes') = await importOriginal();
      const form = table.routes.filter((route) => route.at.path === paths.createAdvertisement.path);
      // after the profile's section, which would otherwise take every path under it
      return { ...table, routes: [...table.routes.filter((route) => !form.includes(route)), ...form] };
    });
    const router: typeof import('../../../src/app/router') = await import('../../../src/app/router');
    const location = memoryLocation({ path: '/profile/advertisement/create-advertisement' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Router hook={location.hook}>
          <router.AppRoutes />
        </Router>
      </QueryClientProvider>,
    );
    expect(replace).not.toHaveBeenCalled();
    vi.doUnmock('../../../src/app/routes');
  });

  it('redirect inside a section with app-wide paths', () => {
    const location = open('/profile', 3);
    expect(location.history.at(-1)).toBe('/profile/apartments/my-apartments');
  });

  it('show the not-found page inside a guarded section, its links app-wide', async () => {
    open('/profile/nothing-here', 3);
    await act(async () => undefined);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    // the title's module and texts load after the screen
    await waitFor(() => expect(document.title).toBe('გვერდი ვერ მოიძებნა · Realt'));
    // the section's routes render in the app's router: a nested one would make this /profile/
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
  });
});
