// The server render of a page (Vite's SSR guide), used by the dev server and the production
// server alike: the route's declared queries run first against the API, each within a time
// limit; then React renders the page with that data, and the cache goes into the page for the
// browser to hydrate from. No answer from the API only means the browser asks for it itself.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { Middleware } from 'openapi-fetch';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { api } from './api/client';
import { statusOf, type RouteQuery } from './api/queries';
import { createQueryClient } from './api/query-client';
import type { paths } from './api/schema.gen';
import { App } from './app/App';
import { headHtml, jsonForScript, pageHead } from './app/head';
import { matchScreen, type ScreenName } from './app/routes';
import { BASE, absolute } from './config/paths';
import { listingQuery } from './features/listing/api/queries';
import type { Render } from './server/page';

type ListingAnswer = paths['/api/announcements/{slug}']['get']['responses'][200]['content']['application/json'];

/**
 * The public pages, rendered with their data, and their screens' modules (keys of Vite's
 * manifest: the page carries their CSS). The rest is private to a visitor: the client shell.
 */
export const SERVER_RENDERED: Partial<Record<ScreenName, string>> = {
  MainPage: 'src/features/home/home-page.tsx',
  CatalogSell: 'src/features/catalog/catalog-page.tsx',
  CatalogRent: 'src/features/catalog/catalog-page.tsx',
  Announcement: 'src/features/listing/listing-page.tsx',
  PublicUser: 'src/features/public-user/public-user-page.tsx',
};

// a path no route matches: a listing or user the API does not know renders the not-found page
const NOT_FOUND_PATH = `${BASE}/404`;

// the longest a render may take once its data is in, before it is given up for the client shell
const RENDER_LIMIT_MS = 10_000;

interface ApiContext {
  apiUrl: string;
  prefer?: (path: string) => string | undefined;
  signal: AbortSignal;
}

const apiContext = new AsyncLocalStorage<ApiContext>();

// during a render every call goes to the server's API_URL, and is given up with the render's deadline
const serverApi: Middleware = {
  async onRequest({ request }) {
    const context = apiContext.getStore();
    if (!context) return request;
    const { pathname, search } = new URL(request.url);
    const headers = new Headers(request.headers);
    const prefer = context.prefer?.(pathname + search);
    if (prefer) headers.set('Prefer', prefer);
    return new Request(context.apiUrl + pathname + search, {
      method: request.method,
      headers,
      body: request.method === 'GET' ? null : await request.arrayBuffer(),
      signal: AbortSignal.any([request.signal, context.signal]),
    });
  },
};
api.use(serverApi);

async function runQueries(jobs: RouteQuery[], client: QueryClient, context: Omit<ApiContext, 'signal'>, timeoutMs: number) {
  if (jobs.length === 0) return;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  // the queries run side by side, so one deadline is each one's time limit
  await apiContext.run({ ...context, signal: controller.signal }, () => Promise.race([Promise.all(jobs.map((job) => job(client))), deadline]));
  clearTimeout(timer);
  // what has not answered by now is the browser's to fetch: it must not land in the cache mid-render
  controller.abort();
  await client.cancelQueries();
}

function renderApp(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    // no nonce: the page's HTML is shared by every response for a moment (server/render-cache.ts)
    // and carries no script of React's (the whole page is sent at once)
    const { pipe, abort } = renderToPipeableStream(app, {
      // never outline a big finished part behind a script: without JavaScript it would stay hidden
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // the whole page at once: crawlers and visitors without JavaScript get every part of it,
      // and the server can allow its style attributes by hash before it sends the headers
      onAllReady() {
        clearTimeout(limit);
        pipe(body);
        resolve(text(body));
      },
      onShellError: reject,
      onError(error) {
        console.error(error);
      },
    });
    const limit = setTimeout(() => {
      abort();
      reject(new Error('render took too long'));
    }, RENDER_LIMIT_MS);
  });
}

/** Renders the page at `url` (a path with the base and a query string). */
export const render: Render = async (url, options) => {
  const { pathname, search } = new URL(url, 'http://realt.invalid');
  const match = matchScreen(pathname);
  const facts = { url: pathname + search, publicUrl: options.publicUrl };
  // a route that leads elsewhere does so before any page: a form sent without JavaScript lands right
  if (match && 'redirect' in match.route) {
    return { status: 302, head: '', body: null, state: null, screen: null, redirect: absolute(match.route.redirect(match.params, search)) };
  }
  if (match && 'screen' in match.route && !SERVER_RENDERED[match.route.at.name]) {
    return { status: 200, head: headHtml(pageHead({ ...facts, name: match.route.at.name })), body: null, state: null, screen: null };
  }

  const client = createQueryClient();
  let missing = match === null;
  let name: ScreenName = 'NotFound';
  if (match && 'screen' in match.route) {
    const { route, params } = match;
    await route.screen.load();
    const context = { apiUrl: options.apiUrl, prefer: options.prefer };
    await runQueries(route.queries?.(params, search) ?? [], client, context, options.timeoutMs);
    const failed = client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
    missing = failed.some((query) => statusOf(query.state.error) === 404);
    // what failed is the browser's to fetch (it is not handed over): the page renders it as the
    // browser's hydration will, waiting, and not as the server's failure
    for (const query of failed) client.getQueryCache().remove(query);
    if (!missing) name = route.at.name;
  }

  const listing = match && name === 'Announcement' ? client.getQueryData<ListingAnswer>(listingQuery(match.params.slug ?? '').queryKey)?.result : undefined;
  const head = headHtml(pageHead({ ...facts, name, listing }));
  // a listing the API does not know shows the not-found page here, and the browser renders the
  // listing route itself (which tells the same): its HTML and the server's differ, so no hydration
  const hydrates = !(missing && match);
  const state = hydrates ? jsonForScript(dehydrate(client)) : null;
  const body = await renderApp(
    <StrictMode>
      <App queryClient={client} ssrPath={missing && match ? NOT_FOUND_PATH : pathname} ssrSearch={search} />
    </StrictMode>,
  );
  return { status: missing ? 404 : 200, head, body, state, screen: SERVER_RENDERED[name] ?? null };
};
