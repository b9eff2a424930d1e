// The day's rate for the server's renders: every public page shows it, so one call now and then
// per process answers them all instead of one call per render.
import type { QueryClient } from '@tanstack/react-query';
import { withApiContext } from '../api/middleware/server';
import { rateQuery } from '../api/rate-query';
import type { paths } from '../api/schema.gen';

type RateAnswer = paths['/api/convert-price']['post']['responses'][200]['content']['application/json'];

/** A value and when it came (ms since the epoch). */
export interface Kept<T> {
  value: T;
  at: number;
}

/**
 * One value for the whole process, good for `ttlMs` after it came. Whoever finds it missing or
 * expired while it is being asked for joins that call instead of making another; a failed call
 * keeps nothing, so the next one asks again.
 */
export function sharedValue<T>(ttlMs: number, now: () => number = Date.now) {
  let kept: Kept<T> | undefined;
  let asking: Promise<Kept<T>> | undefined;
  return {
    /** the value while it is good, else nothing */
    fresh(): Kept<T> | undefined {
      return kept && now() - kept.at < ttlMs ? kept : undefined;
    },
    /** the call under way, or a new one by `load` */
    ask(load: () => Promise<T>): Promise<Kept<T>> {
      asking ??= load().then(
        (value) => {
          asking = undefined;
          kept = { value, at: now() };
          return kept;
        },
        (error: unknown) => {
          asking = undefined;
          throw error;
        },
      );
      return asking;
    },
    /** forgets the value (tests) */
    clear(): void {
      kept = undefined;
    },
  };
}

// The rate is the day's: a minute keeps a new one out of the pages no longer than a shared cache
// keeps a page (CACHE_S_MAXAGE, 60 s by default), and costs a process one call a minute. Kept
// for a minute, the rate in a page is at most that old, far within the browser's hour of freshness
// (rate-query.ts), so the page's hydration does not ask for it again.
const RATE_KEPT_MS = 60_000;
const RATE_PATH = '/api/convert-price';

export const sharedRate = sharedValue<RateAnswer>(RATE_KEPT_MS);

export interface RateSource {
  apiUrl: string;
  /** the Prefer header a render's call to a path goes with (tests steering the mock) */
  prefer?: (path: string) => string | undefined;
  /** when the render's time budget runs out: the shared call gives up then too */
  deadline: number;
}

/**
 * Puts the process's rate in a render's cache before the route's queries run, which then find it
 * there: at once while it is good, else as the call under way (theirs joins it). In the cache it
 * is a query like any other, dated when its answer came, so the page and its hydration state say
 * what they said when each render asked. A render whose test steers the rate's call (a mock
 * scenario) leaves it to its own queries.
 */
export function seedRate(client: QueryClient, { apiUrl, prefer, deadline }: RateSource): void {
  if (prefer?.(RATE_PATH) !== undefined) return;
  const query = rateQuery();
  const fresh = sharedRate.fresh();
  if (fresh) {
    client.setQueryData(query.queryKey, fresh.value, { updatedAt: fresh.at });
    return;
  }
  // the rate's own call (its query's function), given up at the render's deadline
  const load = () =>
    withApiContext({ apiUrl }, async () =>
      query.queryFn({ client, queryKey: query.queryKey, signal: AbortSignal.timeout(Math.max(0, deadline - Date.now())), meta: undefined }),
    );
  // the query's failure is the route's rate query's (loadRate leaves no failed query behind)
  void client.prefetchQuery({ ...query, queryFn: () => sharedRate.ask(load).then((kept) => kept.value) });
}
