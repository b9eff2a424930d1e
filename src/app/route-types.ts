// The shape of the route table (app/routes.tsx): what a route may say about its screen.
import type { QueryClient } from '@tanstack/react-query';
import type { Access } from '../config/paths';
import type { appKa } from '../i18n/app.ka';
import type { RouteQuery } from '../api/queries';
import type * as screens from './screens';
import type { SkeletonLook } from './skeleton';

export type ScreenName = keyof typeof appKa.screens;
export type Params = Record<string, string | undefined>;

export interface ScreenRoute {
  at: { path: string; name: ScreenName; access: Access };
  screen: screens.Screen;
  /** a public page, rendered by the server with its data and the day's rate (its prices show in lari too); else its skeleton is */
  ssr?: true;
  /** the shape of the screen's skeleton (app/skeleton.tsx): what shows until the browser knows the session, the user and the screen's code */
  skeleton?: SkeletonLook;
  /** the queries the screen's first render needs: started at boot beside the screen's code */
  queries?: (params: Params, search: string) => RouteQuery[];
  /** whether the parameters can name anything (the contract's patterns); else the not-found page, nothing asked */
  accepts?: (params: Params) => boolean;
  /**
   * the address's query is a secret (a social sign-in's return carries its token there): the page
   * is sent with `Referrer-Policy: no-referrer` and without early calls, and the browser takes the
   * query out of the address before the app asks anything (state/held-query.ts)
   */
  secretQuery?: true;
  /**
   * open to guests, it shows what this device keeps for an account (the create form's draft): while an
   * account owns the drafts, a signed-in visitor's screen waits for their user, whose arrival drops another account's (state/draft-owner.ts)
   */
  keepsDrafts?: true;
  /** its render reads the address's query, as `renderedSearch` (app/canonical.ts) writes it: the server keys and renders it so, and the browser hydrates so */
  readsQuery?: true;
  /**
   * the query parameters a private route's first queries read (the moderation queue's status and
   * page, my listings' filter): its early calls for them are taken down at its bare address, and
   * sent only where the address names none of them (a bank's return names others)
   */
  queriesReadQuery?: readonly string[];
  /**
   * a public page's cache tags (README: deployment), what a shared cache can purge it by once it
   * changes: the backend purges `listing-<id>`, `user-<owner>`, its catalogue and `featured`
   */
  tags?: (params: Params, client: QueryClient) => string[];
}

export interface RedirectRoute {
  at: { path: string; access: Access };
  /** where to, from the route's parameters and the query string ('' or '?...') */
  redirect: (params: Params, search: string) => string;
}

/** Routes under one path (the profile, the console), behind one guard: the section's own access. */
export interface SectionRoute {
  at: { path: string; access: Access };
  routes: AppRoute[];
}

export type AppRoute = ScreenRoute | RedirectRoute | SectionRoute;

