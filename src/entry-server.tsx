// The server render of a page (Vite's SSR guide), used by the dev server and the production
// server alike: the route's declared queries run first against the API, each within a time
// limit; then React renders the page with that data, and the cache goes into the page for the
// browser to hydrate from. No answer from the API only means the browser asks for it itself.
// A private route is rendered without a visitor (the token is in the browser): its skeleton.
import { createHash } from 'node:crypto';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { pageState } from './api/page-state';
import { withApiContext, type ApiContext } from './api/middleware/server';
import { statusOf, type RouteQuery } from './api/queries';
import { createQueryClient } from './api/query-client';
import { App } from './app/App';
import { canonicalPath, renderedSearch } from './app/canonical';
import { headData, headHtml, jsonForScript, pageHead, type PageFacts } from './app/head';
import { bootQueries, flatRoutes, matchScreen, routeQueries } from './app/router';
import type { ScreenName, ScreenRoute } from './app/route-types';
import { absolute, localPath } from './config/paths';
import { DEFAULT_LANG, type Lang } from './i18n/lang';
import { loadAllTexts } from './i18n/texts';
import type { EarlyRequest } from './server/markers';
import type { Render, RenderLog, RenderOptions, RenderedPage } from './server/render';
import { renderHtml } from './server/render-html';
import { loadAllParts } from './ui/load/lazy-part';
import { seedRate } from './server/shared-rate';

/**
 * The modules of the screens the server renders (the routes marked `ssr`), as keys of Vite's
 * manifest: the server builds a template per screen that carries its CSS.
 */
export const SSR_MODULES = [...new Set(flatRoutes().flatMap((route) => ('screen' in route && route.ssr ? [route.screen.module] : [])))];

/**
 * The modules of the screens whose skeleton the server renders (every other screen): the
 * template of each carries the screen's CSS, and names its code and the entry for the start-up to preload.
 */
export const SKELETON_MODULES = [...new Set(flatRoutes().flatMap((route) => ('screen' in route && !route.ssr ? [route.screen.module] : [])))];

// a path no route matches: a listing or user the API does not know renders the not-found page
const NOT_FOUND_PATH = '/404';

/** Runs the route's queries until the page's deadline; false when some did not answer by then. */
async function runQueries(jobs: RouteQuery[], client: QueryClient, context: ApiContext, { deadline, log }: RenderOptions): Promise<boolean> {
  if (jobs.length === 0) return true;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
  });
  // the queries run side by side, so one deadline is each one's time limit
  await withApiContext(context, () => Promise.race([Promise.all(jobs.map((job) => job(client))), late]));
  clearTimeout(timer);
  const waiting = client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' });
  if (waiting.length === 0) return true;
  log.warn({ queries: waiting.map((query) => query.queryKey) }, 'the API did not answer within the page\'s time budget: the page went out without that data');
  // what has not answered by now is the browser's to fetch: it must not land in the cache
  // mid-render (cancelling a query aborts its call)
  await client.cancelQueries();
  return false;
}

/** Every catalogue of texts in every language, and every part's code, loaded once: a render never waits for either. */
export const codeLoaded = Promise.all([loadAllTexts(), loadAllParts()]);

/**
 * One address per page, as its route spells it: the path a server-rendered page's address spells
 * otherwise (a trailing slash, capitals) is sent to. The main page answers without its slash too
 * (`/realt`, as §1 names it).
 */
function respelled(match: ReturnType<typeof matchScreen>, pathname: string, lang: Lang): string | null {
  if (!match || !('screen' in match.route) || !match.route.ssr) return null;
  const own = canonicalPath(match.route.at.name, match.params, '', lang)?.split('?')[0];
  return own === undefined || own === pathname || own === `${pathname}/` ? null : own;
}

/** Renders the page at `url` (a path with the base and a query string). */
export const render: Render = async (url, options) => {
  await codeLoaded;
  const { pathname, search: asked } = new URL(url, 'http://realt.invalid');
  const match = matchScreen(pathname);
  const lang = localPath(pathname)?.lang ?? DEFAULT_LANG;
  // a route that leads elsewhere does so before any page: a form sent without JavaScript lands right
  if (match && 'redirect' in match.route) {
    const redirect = absolute(match.route.redirect(match.params, asked), lang);
    // one to a private page is the visitor's: it goes by the language they chose (server/pages.ts)
    const kept = !isPrivate(redirect);
    return { status: 302, lang, head: '', body: null, state: null, screen: null, texts: [], redirect, public: kept, tags: kept ? ['realt'] : [] };
  }
  const own = respelled(match, pathname, lang);
  if (own !== null) return { status: 301, lang, head: '', body: null, state: null, screen: null, texts: [], redirect: own + asked, public: true, tags: ['realt'] };
  // the page reads its search as its key says, never the address's own query
  const search = renderedSearch(match && 'screen' in match.route ? match.route.at.name : null, asked);
  const facts = { lang, params: match?.params ?? {}, search, publicUrl: options.publicUrl, twitterSite: options.twitterSite };
  if (match && 'screen' in match.route && !match.route.ssr) return renderSkeleton(match.route, pathname, facts, options.log);

  const client = createQueryClient();
  let missing = match === null;
  // a page sent without some of its data is this moment's stopgap, not a page a shared cache may keep
  let complete = true;
  let name: ScreenName = 'NotFound';
  let screen: string | null = null;
  if (match && 'screen' in match.route) {
    const { route, params } = match;
    await route.screen.load();
    const context = { apiUrl: options.apiUrl, prefer: options.prefer };
    // the day's rate is the same on every page: the process's, not a call per render
    seedRate(client, { ...context, deadline: options.deadline });
    complete = await runQueries(routeQueries(route, params, search), client, context, options);
    const failed = client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
    // the API does not know it (404) or says it cannot name anything (422: a malformed slug)
    const unknown = (query: (typeof failed)[number]) => [404, 422].includes(statusOf(query.state.error) ?? 0);
    missing = failed.some(unknown);
    if (!missing && failed.length > 0) {
      complete = false;
      options.log.warn({ queries: failed.map((query) => query.queryKey), url: pathname + search }, 'the API failed a query of the page: the page went out without that data');
    }
    // what failed is the browser's to fetch (it is not in the page's state): the page renders it as the
    // browser's hydration will, waiting, and not as the server's failure
    for (const query of failed) client.getQueryCache().remove(query);
    if (!missing) {
      name = route.at.name;
      screen = route.screen.module;
    }
  }

  const head = headHtml(pageHead({ ...facts, name, ...headData(client, name, facts.params, search) }));
  // a listing the API does not know shows the not-found page here, and the browser renders the
  // listing route itself (which tells the same): its HTML and the server's differ, so no hydration
  const hydrates = !(missing && match);
  const snapshot = pageState(client, search);
  const state = hydrates ? jsonForScript(snapshot) : null;
  const textsUsed = new Set<string>();
  const body = renderHtml(
    <StrictMode>
      <App
        queryClient={client}
        ssrPath={missing && match ? absolute(NOT_FOUND_PATH, lang) : pathname}
        ssrSearch={search}
        textsUsed={textsUsed}
        origin={new URL(options.publicUrl).origin}
      />
    </StrictMode>,
    options.log,
  );
  // `realt` purges every page; the not-found page is kept by no shared cache
  const tags = ['realt', ...((!missing && match && 'screen' in match.route && match.route.tags?.(match.params, client)) || [])];
  // what the page says, without the moments its data was fetched: the same page gets the same
  // validator from every render, so a shared cache's revalidation is answered 304
  const version = createHash('sha1')
    .update(head)
    .update(body)
    .update(hydrates ? JSON.stringify(snapshot.queries.map((query) => [query.queryKey, query.data])) : '')
    .digest('base64url');
  // without its data the page is this moment's stopgap, which the browser fills in: a crawler is
  // told to come back (503) rather than shown it as the page
  const status = missing ? 404 : complete ? 200 : 503;
  return { status, lang, head, body, state, screen, texts: [...textsUsed].sort(), public: complete, tags, version };
};

/**
 * A private route's page: the header, the layout and the screen's skeleton, as the browser's
 * first render draws them while the session is unknown, and an empty cache to hydrate from. Not a
 * byte of it is the visitor's, nor of the address's query (the social sign-in's return carries a
 * token there): the browser hydrates it without the query too. Kept by no shared cache: the
 * Georgian address answers by the language cookie, and a sign-in's token is in the address.
 */
async function renderSkeleton(route: ScreenRoute, pathname: string, facts: Omit<PageFacts, 'name'>, log: RenderLog): Promise<RenderedPage> {
  const head = headHtml(pageHead({ ...facts, name: route.at.name }));
  const textsUsed = new Set<string>();
  const client = createQueryClient();
  const body = renderHtml(
    <StrictMode>
      <App queryClient={client} ssrPath={pathname} ssrSearch="" textsUsed={textsUsed} />
    </StrictMode>,
    log,
  );
  const state = jsonForScript(pageState(client, ''));
  // the screen's own catalogues too, so the browser fetches them beside the entry, by name, instead
  // of after it (through the map of every catalogue's chunks)
  const texts = [...new Set([...textsUsed, ...route.screen.texts])].sort();
  const page: RenderedPage = { status: 200, lang: facts.lang, head, body, state, screen: route.screen.module, texts, public: false, tags: [] };
  // a secret in the address: nothing is sent before the browser has taken it out
  if (route.secretQuery) return { ...page, noReferrer: true };
  return { ...page, early: jsonForScript(await earlyRequests(route, facts.params)) };
}

/**
 * The calls a signed-in visitor's boot makes for a private route (its user, its screen's first
 * queries), taken down as the browser's client would send them but not sent: the page's first
 * script (boot/early.ts) sends them with the stored token while the app's code loads, and the
 * client takes their answers (api/early.ts). How that holds together:
 * - they are recorded by running the route's queries against a middleware that notes each call
 *   and answers a 503 (api/middleware/server.ts): a query must make its calls from its
 *   parameters alone, not from another call's answer or from the DOM;
 * - the browser's client takes an answer for a call with the same method, URL, token and body:
 *   they are recorded without the address's query (the page is one per path), so a private
 *   route's queries must not read it, or the browser sends them again; a route whose queries do
 *   names the parameters they read (`queriesReadQuery`), and their calls are sent only at an
 *   address that names none of them;
 * - the first photos of any answer that is a page of listings (`result.data[].main_photo`) are
 *   preloaded and shown in a skeleton that has photo boxes (boot/first-photos.ts).
 * Like the rest of the page, they hold nothing of the visitor's nor of the address's query.
 */
async function earlyRequests(route: ScreenRoute, params: PageFacts['params']): Promise<EarlyRequest[]> {
  const calls: EarlyRequest[] = [];
  const client = createQueryClient();
  // the user's call, then the screen's: those of a screen whose queries read the address's query
  // are taken down at its bare address, marked with what they read
  const [user, ...own] = bootQueries(route, params, '', true);
  const record = (jobs: RouteQuery[], reads?: readonly string[]) =>
    withApiContext({ record: (call) => calls.push(reads ? { ...call, reads } : call) }, () => Promise.all(jobs.map((job) => job(client))));
  await Promise.all([record(user ? [user] : []), record(own, route.queriesReadQuery)]);
  return calls;
}

/**
 * The page an address shows, for the server's render cache: the route and the parameters its
 * render reads, normalised (a catalogue's search as the catalogue writes it), so `?x=1`, tracking
 * parameters and the order of options do not make another page. A private route's skeleton reads
 * no query: one page per path.
 */
export function pageKey(url: string): string {
  const { pathname, search } = new URL(url, 'http://realt.invalid');
  const match = matchScreen(pathname);
  // a redirect carries the address's own query
  if ((match && 'redirect' in match.route) || respelled(match, pathname, localPath(pathname)?.lang ?? DEFAULT_LANG) !== null) return pathname + search;
  return pathname + renderedSearch(match && 'screen' in match.route ? match.route.at.name : null, search);
}

/** Whether the address is a private route's: the server renders its skeleton (the session is the browser's). */
export function isPrivate(url: string): boolean {
  const match = matchScreen(new URL(url, 'http://realt.invalid').pathname);
  return match !== null && 'screen' in match.route && !match.route.ssr;
}
