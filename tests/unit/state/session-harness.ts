// useSession over fresh modules (they read the stored token and create the API client on import),
// following the other tabs as the app's start-up does; renderSession also wires the API's events.
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { aUser } from '../user';

export const user = aUser({ id: 1, name: 'გიორგი', surname: 'კაპანაძე', role: 1, phone: '+995577001122', email: 'admin@realt.ge' });

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const following: Array<() => void> = [];

/** For afterEach: each module instance's listener to the other tabs goes. */
export const stopFollowing = () => following.splice(0).forEach((stop) => stop());

async function follow() {
  following.push((await import('../../../src/state/other-tabs')).followOtherTabs());
}

/** useSession over a fresh cache. */
export async function renderSession(token: string | null, answer: () => Response) {
  vi.resetModules();
  localStorage.clear();
  if (token) localStorage.setItem('access-token', token);
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  // Node's Request needs an absolute URL; in the browser the API shares the app's origin
  vi.stubEnv('VITE_API_URL', 'http://api.test');
  const { QueryClientProvider } = await import('@tanstack/react-query');
  // the fresh modules start with no texts loaded, as the app never is when it asks
  await (await import('../../../src/i18n/texts')).loadAllTexts();
  const { handleApiEvents } = await import('../../../src/api/handlers');
  const { createQueryClient } = await import('../../../src/api/query-client');
  const sessionModule = await import('../../../src/state/session');
  handleApiEvents({ onTokenRefused: sessionModule.dropToken });
  await follow();
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  const view = renderHook(() => sessionModule.useSession(), { wrapper });
  return { ...sessionModule, view, client, fetch };
}

type SessionModule = typeof import('../../../src/state/session');

/** A page showing useSession's token, rendered by a server and hydrated, `meanwhile` run in between; `seen` are the tokens rendered from hydration on. */
export async function hydrateSession(meanwhile?: (session: SessionModule) => void) {
  vi.resetModules();
  localStorage.setItem('access-token', 't0ken');
  vi.stubGlobal('fetch', vi.fn(async () => json(200, { result: user })));
  vi.stubEnv('VITE_API_URL', 'http://api.test');
  const { QueryClientProvider } = await import('@tanstack/react-query');
  const { createQueryClient } = await import('../../../src/api/query-client');
  const { renderAndHydrate } = await import('../hydrate');
  const sessionModule = await import('../../../src/state/session');
  await follow();
  const seen: (string | null)[] = [];
  const Probe = () => {
    const { token } = sessionModule.useSession();
    seen.push(token);
    return createElement('p', null, token ?? 'guest');
  };
  const page = createElement(QueryClientProvider, { client: createQueryClient() }, createElement(Probe));
  const hydrated = await renderAndHydrate(page, () => {
    seen.splice(0);
    meanwhile?.(sessionModule);
  });
  return { ...sessionModule, ...hydrated, seen };
}
