// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { hydratePressed, unmountPressed } from '../../hydrate';
import { aUser } from '../../user';

const user = aUser({ balance: 124.5, unread_messages: 2, favorites: [102, 105] });
// the listing's title, quoted by the notices
const TITLE = 'ბინა ვაკეში';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = (url: string) => Response | Promise<Response>;

// the stores read the stored token and the client its fetch on import: fresh modules per test
async function renderButton(id: number, token: string | null, answer: Answer, lang: 'ka' | 'en' | 'ru' = 'ka', mount: 'render' | 'pressed-as-it-hydrates' = 'render') {
  vi.resetModules();
  localStorage.clear();
  if (token) localStorage.setItem('access-token', token);
  const fetch = vi.fn(async (request: Request) => answer(request.url));
  vi.stubGlobal('fetch', fetch);
  vi.stubEnv('VITE_API_URL', 'http://api.test');
  const { QueryClientProvider } = await import('@tanstack/react-query');
  const { createQueryClient } = await import('../../../../src/api/query-client');
  const { FavoriteButton } = await import('../../../../src/ui/favorite-button/FavoriteButton');
  const { userQuery } = await import('../../../../src/api/user');
  const { savedListingsQuery } = await import('../../../../src/api/favorites');
  const { notifications } = await import('../../../../src/state/notifications');
  const { loadAllTexts } = await import('../../../../src/i18n/texts');
  const { LangProvider } = await import('../../../../src/i18n/lang-context');
  // the fresh texts module has none of the catalogues the setup loaded
  await loadAllTexts();
  // as the page's start-up does: a refused write is told as a notification, in the page's language
  const { connectApiEvents } = await import('../../../../src/app/api-events');
  document.documentElement.lang = lang;
  const client = createQueryClient();
  connectApiEvents(client);
  const favorites = () => client.getQueryData(userQuery().queryKey)?.result.favorites;
  const location = memoryLocation({ path: '/catalog/sell', record: true });
  // hydrating, a location that stays put (the memory one has no server snapshot) and notes in the same history where the button sends the visitor
  const stayPut = (): [string, (to: string) => void] => ['/catalog/sell', location.navigate];
  const page = (
    <QueryClientProvider client={client}>
      <LangProvider lang={lang}>
        <Router hook={mount === 'render' ? location.hook : stayPut}>
          <FavoriteButton id={id} ownerId={23} look="labelled" listingTitle={TITLE} />
        </Router>
      </LangProvider>
    </QueryClientProvider>
  );
  const mismatches = mount === 'render' ? (render(page), []) : await hydratePressed(page, () => screen.queryByRole('button'));
  return { fetch, client, favorites, savedKey: savedListingsQuery().queryKey, notifications, location, mismatches };
}

const paths = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([request]) => new URL((request as Request).url).pathname);

beforeEach(() => vi.stubGlobal('location', { ...window.location, assign: vi.fn() }));
afterEach(() => {
  unmountPressed();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('FavoriteButton', () => {
  it('sends a guest to sign-in without any request', async () => {
    const view = await renderButton(120, null, () => json(200, {}));
    await userEvent.click(screen.getByRole('button', { name: 'შენახვა' }));
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/auth'));
    expect(view.fetch).not.toHaveBeenCalled();
  });

  it('adds a listing, keeps the cached user in step, says so and marks the saved list stale', async () => {
    const view = await renderButton(120, 'token', (url) => (url.endsWith('/basket/add') ? json(200, { result: 'ok' }) : json(200, { result: user })));
    const invalidate = vi.spyOn(view.client, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'შენახვა' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'შენახულებიდან წაშლა' })).toBeInTheDocument());
    expect(paths(view.fetch)).toEqual(['/api/get-authenticated-user', '/client-api/basket/add']);
    expect(await (view.fetch.mock.calls[1]?.[0] as Request).json()).toEqual({ id: 120 });
    expect(view.favorites()).toEqual([102, 105, 120]);
    expect(view.notifications.items.at(-1)).toMatchObject({ kind: 'success', text: { around: ['„', '“ დაემატა შენახულებში'], words: TITLE } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: view.savedKey });
  });

  it('removes a saved listing', async () => {
    const view = await renderButton(105, 'token', (url) => (url.endsWith('/basket/delete') ? json(200, { result: 'ok' }) : json(200, { result: user })));
    await userEvent.click(await screen.findByRole('button', { name: 'შენახულებიდან წაშლა' }));
    await waitFor(() => expect(view.favorites()).toEqual([102]));
    expect(paths(view.fetch)).toEqual(['/api/get-authenticated-user', '/client-api/basket/delete']);
    expect(view.notifications.items.at(-1)).toMatchObject({ kind: 'success', text: { around: ['„', '“ წაიშალა შენახულებიდან'], words: TITLE } });
  });

  it('pressed as its page hydrates, saves for the stored session rather than the guest the server drew', async () => {
    const answer: Answer = (url) => (url.endsWith('/basket/add') ? json(200, { result: 'ok' }) : json(200, { result: user }));
    const view = await renderButton(120, 'token', answer, 'ka', 'pressed-as-it-hydrates');
    expect(view.mismatches).toEqual([]);
    await waitFor(() => expect(view.favorites()).toEqual([102, 105, 120]));
    expect(paths(view.fetch)).toEqual(['/api/get-authenticated-user', '/client-api/basket/add']);
    expect(view.location.history).toEqual(['/catalog/sell']);
  });

  it('pressed as Save while the user is on its way, is busy, then keeps a listing saved already saved and says it is', async () => {
    let release: (response: Response) => void = () => undefined;
    const view = await renderButton(105, 'token', () => new Promise<Response>((resolve) => (release = resolve)));
    const button = screen.getByRole('button', { name: 'შენახვა' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(paths(view.fetch)).toEqual(['/api/get-authenticated-user']);
    release(json(200, { result: user }));
    await waitFor(() => expect(view.notifications.items.at(-1)).toMatchObject({ kind: 'success', text: { around: ['„', '“ დაემატა შენახულებში'], words: TITLE } }));
    expect(paths(view.fetch)).toEqual(['/api/get-authenticated-user']);
    expect(view.favorites()).toEqual([102, 105]);
    expect(screen.getByRole('button', { name: 'შენახულებიდან წაშლა' })).toBeInTheDocument();
  });

  it('pressed twice while the user is on its way, saves once', async () => {
    let release: (response: Response) => void = () => undefined;
    const view = await renderButton(120, 'token', (url) =>
      url.endsWith('/basket/add') ? json(200, { result: 'ok' }) : new Promise<Response>((resolve) => (release = resolve)),
    );
    const button = screen.getByRole('button', { name: 'შენახვა' });
    await userEvent.click(button);
    await userEvent.click(button);
    release(json(200, { result: user }));
    await waitFor(() => expect(view.favorites()).toEqual([102, 105, 120]));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(paths(view.fetch)).toEqual(['/api/get-authenticated-user', '/client-api/basket/add']);
  });

  it('whose user cannot be had, stops being busy and sends the visitor to sign in', async () => {
    let release: (response: Response) => void = () => undefined;
    const view = await renderButton(120, 'token', () => new Promise<Response>((resolve) => (release = resolve)));
    const button = screen.getByRole('button', { name: 'შენახვა' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    release(json(500, { message: 'Server Error' }));
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/auth'));
    expect(button).not.toHaveAttribute('aria-busy');
    expect(paths(view.fetch)).toEqual(['/api/get-authenticated-user']);
  });

  it('pressed by its author while their user is on its way, sends nothing and goes', async () => {
    let release: (response: Response) => void = () => undefined;
    const view = await renderButton(120, 'token', () => new Promise<Response>((resolve) => (release = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'შენახვა' }));
    release(json(200, { result: aUser({ id: 23 }) }));
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(paths(view.fetch)).toEqual(['/api/get-authenticated-user']);
    expect(view.notifications.items).toEqual([]);
  });

  it('words the own-listing refusal (§8, code own_announcement) itself, once', async () => {
    const view = await renderButton(101, 'token', (url) =>
      url.endsWith('/basket/add') ? json(422, { result: 'it is your announcement', code: 'own_announcement' }) : json(200, { result: user }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'შენახვა' }));
    await waitFor(() => expect(view.notifications.items.map((item) => item.text)).toEqual(['საკუთარი განცხადების შენახვა შეუძლებელია']));
    expect(view.favorites()).toEqual([102, 105]);
    expect(screen.getByRole('button', { name: 'შენახვა' })).toBeInTheDocument();
  });

  it('shows the text of a refusal without a code as the server wrote it, on a Georgian page', async () => {
    const view = await renderButton(101, 'token', (url) =>
      url.endsWith('/basket/add') ? json(422, { result: 'Not saved today' }) : json(200, { result: user }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'შენახვა' }));
    await waitFor(() => expect(view.notifications.items.map((item) => item.text)).toEqual(['Not saved today']));
  });

  it('is busy while the toggle is in flight: it keeps the focus and a second press sends nothing', async () => {
    let release: (response: Response) => void = () => undefined;
    const view = await renderButton(120, 'token', (url) =>
      url.endsWith('/basket/add') ? new Promise<Response>((resolve) => (release = resolve)) : json(200, { result: user }),
    );
    const button = screen.getByRole('button', { name: 'შენახვა' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    release(json(200, { result: 'ok' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'შენახულებიდან წაშლა' })).not.toHaveAttribute('aria-busy'));
    expect(paths(view.fetch).filter((path) => path === '/client-api/basket/add')).toHaveLength(1);
  });

  it('speaks the page’s language: Russian labels and notice', async () => {
    const view = await renderButton(120, 'token', (url) => (url.endsWith('/basket/add') ? json(200, { result: 'ok' }) : json(200, { result: user })), 'ru');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Удалить из сохранённых' })).toBeInTheDocument());
    expect(view.notifications.items.at(-1)).toMatchObject({ kind: 'success', text: { around: ['Объявление «', '» добавлено в сохранённые'], words: TITLE } });
  });

  it('words the own-listing refusal in English', async () => {
    const view = await renderButton(
      101,
      'token',
      (url) => (url.endsWith('/basket/add') ? json(422, { result: 'it is your announcement', code: 'own_announcement' }) : json(200, { result: user })),
      'en',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.notifications.items.map((item) => item.text)).toEqual(['You cannot save your own listing']));
  });
});

describe('FavoriteButton on the server', () => {
  // the button as the server renders it (or the browser, `ssr` false), in a fresh set of modules
  async function button(ssr: boolean, look: 'round' | 'labelled', lang: 'ka' | 'en') {
    vi.resetModules();
    vi.stubEnv('SSR', ssr);
    const { QueryClientProvider } = await import('@tanstack/react-query');
    const { createQueryClient } = await import('../../../../src/api/query-client');
    const { FavoriteButton } = await import('../../../../src/ui/favorite-button/FavoriteButton');
    const { loadAllTexts } = await import('../../../../src/i18n/texts');
    const { LangProvider } = await import('../../../../src/i18n/lang-context');
    await loadAllTexts();
    const client = createQueryClient();
    // a location that stays put and notes where the button sends the visitor
    const navigations: string[] = [];
    const hook = (): [string, (to: string) => void] => ['/catalog/sell', (to) => navigations.push(to)];
    const element = (
      <QueryClientProvider client={client}>
        <LangProvider lang={lang}>
          <Router hook={hook}>
            <FavoriteButton id={120} ownerId={23} look={look} listingTitle={TITLE} />
          </Router>
        </LangProvider>
      </QueryClientProvider>
    );
    return { element, client, navigations };
  }

  it('hydrates as the browser’s button without a mismatch, which then sends a guest to sign-in', async () => {
    for (const [look, lang, name] of [['round', 'ka', 'შენახვა: ბინა ვაკეში'], ['labelled', 'en', 'Save']] as const) {
      localStorage.clear();
      const { renderToString } = await import('react-dom/server');
      const server = await button(true, look, lang);
      const container = document.createElement('div');
      container.innerHTML = renderToString(server.element);
      document.body.append(container);
      const browser = await button(false, look, lang);
      const { hydrateRoot } = await import('react-dom/client');
      const mismatches: unknown[] = [];
      const root = await act(async () => hydrateRoot(container, browser.element, { onRecoverableError: (error) => mismatches.push(error) }));
      expect(mismatches).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(browser.navigations).toEqual(['/auth']));
      act(() => root.unmount());
      container.remove();
    }
  });

  it('reads no session and sets up no writes: no query and no mutation per card', async () => {
    const { renderToString } = await import('react-dom/server');
    const server = await button(true, 'round', 'ka');
    // a guest's: the listing not saved
    expect(renderToString(server.element)).toContain('title="შენახვა"');
    expect(server.client.getQueryCache().getAll()).toEqual([]);
    expect(server.client.getMutationCache().getAll()).toEqual([]);
  });
});
