// The interpreter of the route table (app/routes.tsx): which route an address is, the queries it
// starts, and the rendering: a <Switch> per level, each route with the guard of its access where
// it differs from its section's.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memo, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { parse } from 'regexparam';
import { Redirect, Route, Switch, matchRoute, useLocation, useSearch } from 'wouter';
import { CATALOGUE_DEALS, localPath, type Access } from '../config/paths';
import { personName } from '../domain/person';
import { appTexts } from '../i18n/catalogues';
import { useLang } from '../i18n/lang-context';
import { useTexts } from '../i18n/texts';
import { routeQuery, type RouteQuery } from '../api/queries';
import { isNotFound } from '../api/refusal';
import { userQuery } from '../api/user';
import { loadRate } from '../api/rate-query';
import { readToken } from '../api/token';
import { listingQuery } from '../features/listing/api/queries';
import { publicUserQuery, userIdOf } from '../features/public-user/api/queries';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { draftsOwned } from '../state/draft-owner';
import { useSession, useSessionKnown } from '../state/session';
import { holdingFocus } from '../ui/focus/focusable';
import { ROUTE_FOCUS } from '../ui/focus/route-focus';
import { PartBoundary } from '../ui/load/lazy-part';
import { Spinner } from '../ui/spinner/Spinner';
import { Guard } from './guards';
import { ScreenSkeleton } from './skeleton';
import { routes } from './routes';
import type { AppRoute, Params, RedirectRoute, ScreenName, ScreenRoute, SectionRoute } from './route-types';
import { pageTitle } from './title';

type LeafRoute = ScreenRoute | RedirectRoute;

const isSection = (route: AppRoute): route is SectionRoute => 'routes' in route;

/** Every screen and redirect with its full pattern and the access it is entered with. */
export function flatRoutes(list: AppRoute[] = routes): LeafRoute[] {
  return list.flatMap((route) => (isSection(route) ? flatRoutes(route.routes) : [route]));
}

/**
 * The route a full path (with the base, in any language) matches, with its parameters; null for
 * the not-found page. Each route's whole pattern is matched (a section's path is no prefix here).
 */
export function matchScreen(pathname: string): { route: LeafRoute; params: Params } | null {
  const local = localPath(pathname)?.path;
  return local === undefined ? null : matchLocal(local);
}

// the route table is fixed: flattened, and each pattern compiled, once, not on every match (a
// server render matches several times, the browser at boot and on every navigation)
let leaves: LeafRoute[] | undefined;
type Compiled = { pattern: RegExp; keys: string[] };
const compiled = new Map<string, Compiled>();
const compiledParse = (pattern: string, loose?: boolean): Compiled => {
  const key = loose ? `${pattern}\0loose` : pattern;
  let found = compiled.get(key);
  if (!found) compiled.set(key, (found = parse(pattern, loose)));
  return found;
};

/** The route a path below the base and the language matches (the router's location). */
function matchLocal(path: string): { route: LeafRoute; params: Params } | null {
  let local = path;
  try {
    // as wouter does before it matches
    local = decodeURI(local);
  } catch {
    // a malformed escape is matched as it is
  }
  for (const route of (leaves ??= flatRoutes())) {
    const [matches, params] = matchRoute(compiledParse, route.at.path, local);
    if (matches) return 'screen' in route && route.accepts && !route.accepts(params) ? null : { route, params };
  }
  return null;
}

const rate: RouteQuery = (client) => loadRate(client).then(() => undefined);

/** The queries a screen's first render needs; a server-rendered page's prices show in lari too, so its include the day's rate. */
export function routeQueries(route: ScreenRoute, params: Params, search: string): RouteQuery[] {
  const own = route.queries?.(params, search) ?? [];
  return route.ssr ? [...own, rate] : own;
}

const userQueryJob = routeQuery(userQuery());

/**
 * The queries a visitor's boot starts for a screen (render-as-you-fetch): the stored token's user
 * and the screen's first requests, side by side; its requests need the token, not the user, so
 * they do not wait for the guard, which waits for the user. A signed-out visitor's guard redirects
 * from a login-required screen: its queries would only fail.
 */
export function bootQueries(route: ScreenRoute, params: Params, search: string, signedIn: boolean): RouteQuery[] {
  const allowed = route.at.access === 'public' || route.at.access === 'guest' || signedIn;
  return [...(signedIn ? [userQueryJob] : []), ...(allowed ? routeQueries(route, params, search) : [])];
}

/** Starts loading the screen at a full path (with the base) at boot: its boot queries and its code. */
export function prefetchScreen(pathname: string, client: QueryClient): void {
  const signedIn = readToken() !== null;
  const match = matchScreen(pathname);
  if (!match || !('screen' in match.route)) {
    // a stored token is checked at once, on any page (§4)
    if (signedIn) void userQueryJob(client);
    return;
  }
  const { route, params } = match;
  void route.screen.load();
  for (const query of bootQueries(route, params, window.location.search, signedIn)) void query(client);
}

function RedirectBy({ route, params }: { route: RedirectRoute; params: Params }) {
  const search = useSearch();
  return <Redirect to={route.redirect(params, search ? `?${search}` : '')} replace />;
}

interface TitledProps {
  name: ScreenName;
  params?: Params;
  children: ReactNode;
}

/**
 * Sets the tab's title after a navigation, as the server's head words it: a user's page by the
 * user's name once known; a listing's by its facts, a catalogue's by its search and a market
 * page's by its kind, whose words and code load then (the tab keeps the title it has meanwhile, so a hydrated page keeps the
 * server's); any other by its screen.
 */
function TabTitled({ name, params = {}, children }: TitledProps) {
  const app = useTexts(appTexts);
  const lang = useLang();
  const search = useSearch();
  const client = useQueryClient();
  const listing = useQuery({ ...listingQuery(params.slug ?? ''), enabled: name === 'Announcement', select: (data) => data.result });
  const userId = name === 'PublicUser' ? userIdOf(params.id) : null;
  const user = useQuery({ ...publicUserQuery(userId ?? 0), enabled: userId !== null, select: (data) => personName(data.result.user) });
  const adType = CATALOGUE_DEALS[name];
  // a listing or user the API does not know is titled as the not-found page the server sent
  const gone = isNotFound(listing.error) || isNotFound(user.error);
  useEffect(() => {
    let current = true;
    const show = (subject?: string) => {
      if (current) document.title = pageTitle(app, gone ? 'NotFound' : name, subject);
    };
    const summarised = listing.data;
    const market = name === 'MarketSell' ? 1 : name === 'MarketRent' ? 2 : undefined;
    const subject = summarised
      ? import('./listing-summary').then((module) => module.listingTabTitle(summarised, lang))
      : adType !== undefined
        ? import('./catalogue-summary').then((module) => module.catalogueTabTitle(client, search ? `?${search}` : '', adType, lang))
        : market !== undefined
          ? import('./market-title').then((module) => module.marketTabTitle(market, search, lang))
          : Promise.resolve(user.data);
    // a chunk that did not arrive (a lost connection): the tab keeps the title it has
    subject.then(show, () => undefined);
    return () => {
      current = false;
    };
  }, [app, client, name, lang, search, adType, listing.data, user.data, gone]);
  return <>{children}</>;
}

// the server's page has its title in its head, and runs no effect: two query observers per
// render for a title it would not set
const Titled = import.meta.env.SSR ? ({ children }: TitledProps) => <>{children}</> : TabTitled;

const NotFound = () => (
  <Titled name="NotFound">
    <NotFoundPage />
  </Titled>
);

/**
 * The skeleton of the screen at the router's location (a section's guard stands for all its screens).
 * It has no props: a guard that renders again as the session arrives (an urgent update, in one
 * task) leaves it as it is.
 */
const RouteSkeleton = memo(function RouteSkeleton() {
  const [location] = useLocation();
  const match = matchLocal(location);
  const route = match && 'screen' in match.route ? match.route : null;
  return <ScreenSkeleton name={route?.at.name ?? null} look={route?.skeleton ?? 'form'} />;
});

/** A screen whose code or render failed says so in its place, until a retry or another address. */
function ScreenBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <PartBoundary failure="screen" resetKey={location} fallback={fallback}>
      {children}
    </PartBoundary>
  );
}

/**
 * A screen or a redirect; a screen renders at once when its code is in, else behind its skeleton
 * (a server-rendered one behind a spinner: its page came with its code) until it is.
 */
function leaf(route: LeafRoute, params: Params): ReactNode {
  if ('redirect' in route) return <RedirectBy route={route} params={params} />;
  if (route.accepts && !route.accepts(params)) return <NotFound />;
  return (
    <Titled name={route.at.name} params={params}>
      <ScreenBoundary fallback={route.ssr ? <Spinner /> : <RouteSkeleton />}>
        <ScreenOf route={route} />
      </ScreenBoundary>
    </Titled>
  );
}

/**
 * The screen's component as it first rendered here: one that started lazy stays so once its code
 * is in (a switch to the loaded one would be another component, and mount the screen afresh,
 * losing what it holds, on the next render of the routes: a change of language).
 */
function ScreenOf({ route }: { route: ScreenRoute }) {
  const [Screen] = useState(route.screen.component);
  return <Screen />;
}

/**
 * What a guard, or a screen the server does not render, shows until the browser knows the
 * session: the skeleton, as the server rendered it (it knows no visitor: the token is in the
 * browser) and as the page hydrates. Then a guard decides, and while it waits for the user the
 * skeleton stays.
 */
function Gate({ access, keepsDrafts = false, children }: { access: Access; keepsDrafts?: boolean | undefined; children: ReactNode }) {
  const known = useSessionKnown();
  const { token, user } = useSession();
  // a screen that shows the device's drafts waits only when an account owns them (a guest's are the next sign-in's)
  const waiting = ((keepsDrafts && draftsOwned()) || (access !== 'public' && access !== 'guest')) && token !== null && user === null;
  // the screen's first render follows as a transition, in slices, instead of one long task on a
  // phone's main thread (Total Blocking Time): the session and the user arrive as urgent updates
  const open = useDeferredValue(known && !waiting);
  if (!open) return <RouteSkeleton />;
  return access === 'public' ? children : <Guard access={access}>{children}</Guard>;
}

type Within = SectionRoute['at'] | null;

/**
 * A route gets a guard of its own only where its access differs from its section's; a screen the
 * server does not render waits for the session outside any section too (the listing form, sign-in).
 */
function guarded(route: LeafRoute | SectionRoute, within: Within, node: ReactNode): ReactNode {
  const { access } = route.at;
  const own = access !== (within?.access ?? 'public');
  const skeleton = within === null && 'screen' in route && !route.ssr;
  const keepsDrafts = 'keepsDrafts' in route && route.keepsDrafts;
  return own || skeleton ? (
    <Gate access={access} keepsDrafts={keepsDrafts}>
      {node}
    </Gate>
  ) : (
    node
  );
}

/**
 * The routes of one level, for a <Switch>, with patterns relative to the enclosing section.
 * A route's own pattern comes before any section's prefix, so a route under a section's path but
 * outside it (the listing form, open to guests, under the profile) matches wherever it is listed.
 */
function renderRoutes(list: AppRoute[], within: Within): ReactNode[] {
  const relative = (path: string) => (within ? path.slice(within.path.length) || '/' : path);
  const leaves = list.filter((route): route is LeafRoute => !isSection(route));
  return [
    ...leaves.map((route) => (
      <Route key={route.at.path} path={relative(route.at.path)}>
        {(params: Params) => guarded(route, within, leaf(route, params))}
      </Route>
    )),
    ...list.filter(isSection).map((section) => <Section key={section.at.path} path={relative(section.at.path)} nest section={section} within={within} />),
  ];
}

interface SectionProps {
  /** read by the enclosing <Switch>, which matches the section's path as a prefix (`nest`) */
  path: string;
  nest: true;
  section: SectionRoute;
  within: Within;
}

/**
 * A section: its guard once around its routes and its own not-found page. Its routes are matched
 * against the rest of the address and rendered in the app's router, not a nested one: screens
 * build app-wide hrefs from config/paths, which a nested router would resolve inside the section.
 */
function Section({ section, within }: SectionProps) {
  const [location] = useLocation();
  return guarded(
    section,
    within,
    <Switch location={location.slice(section.at.path.length) || '/'}>
      {renderRoutes(section.routes, section.at)}
      <Route>
        <NotFound />
      </Route>
    </Switch>,
  );
}

/** The new page's heading once it is shown (a skeleton's, busy, is not yet the page's). */
function shownHeading(): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>('main h1')].find((heading) => !heading.closest('[aria-busy="true"]')) ?? null;
}

/**
 * A navigation inside the site takes the focus, and so the screen reader, to the new page: its
 * heading once it is shown, so its title is read and the next Tab starts at the top. A change of
 * the query alone that a link made (a catalogue's next page) goes to where the screen marks its new
 * content (routeFocus); one that anything else made (a filter, the sort, a shortcut key that
 * selects a listing) leaves the focus where it is. A focus the user has moved meanwhile stays where
 * it is; the scroll is ScrollRestoration's.
 */
function useRouteFocus(): void {
  const [location] = useLocation();
  const search = useSearch();
  const shown = useRef<{ location: string; search: string } | null>(null);
  // a private page hydrates without its query and the router then reads it: no move (as ScrollRestoration)
  const first = useRef<string | null>(typeof window === 'undefined' ? null : window.location.href);
  useEffect(() => {
    const before = shown.current;
    shown.current = { location, search };
    if (!before || (before.location === location && before.search === search) || window.location.href === first.current) return;
    first.current = null;
    const from = document.activeElement;
    const samePage = before.location === location;
    // a query changed by anything but a link (a filter, the sort, a key that selects a listing) leaves the focus be
    if (samePage && (from === null || from.closest('a[href]') === null)) return;
    const target = () => (samePage ? document.querySelector<HTMLElement>(ROUTE_FOCUS) : null) ?? shownHeading();
    const moveFocus = (): boolean => {
      const active = document.activeElement;
      // the user has gone on meanwhile
      if (active !== from && active !== document.body && active !== null) return true;
      const element = target();
      if (!element) return false;
      holdingFocus(element).focus({ preventScroll: true });
      return true;
    };
    if (moveFocus()) return;
    // the screen's code or data is still on its way: its heading comes with it
    const observer = new MutationObserver(() => moveFocus() && observer.disconnect());
    observer.observe(document.getElementById('main') ?? document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    return () => observer.disconnect();
  }, [location, search]);
}

export function AppRoutes() {
  useRouteFocus();
  return (
    <Switch>
      {renderRoutes(routes, null)}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
