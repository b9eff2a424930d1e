// The typed TanStack Query hooks over the one client: every read is `$api.queryOptions(...)`
// (keyed by method, path and parameters), every write `$api.useMutation(...)`.
import type { FetchQueryOptions, QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import { api } from './client';
import type { paths } from './schema.gen';

// openapi-react-query throws the error body alone; the status it came with is kept beside it, and
// a 429's Retry-After (seconds), which a form shows as a countdown
const statuses = new WeakMap<object, number>();
const retryAfters = new WeakMap<object, number>();

function remember<R extends { error?: unknown; response: Response }>(result: R): R {
  if (typeof result.error === 'object' && result.error !== null) {
    statuses.set(result.error, result.response.status);
    const seconds = Number(result.response.headers.get('Retry-After') ?? NaN);
    if (Number.isInteger(seconds) && seconds > 0) retryAfters.set(result.error, seconds);
  }
  return result;
}

/**
 * A read made with the key it was built with. openapi-react-query's call reads its options from
 * the query's key, and a key's bodySerializer (form data, §7) is a function, which a key the page
 * carried as JSON has lost: a refetch of a server-rendered page would send its body as JSON.
 */
function withOwnKey(options: { queryKey: QueryKey; queryFn: (context: QueryFunctionContext) => unknown }) {
  return { ...options, queryFn: (context: QueryFunctionContext) => options.queryFn({ ...context, queryKey: options.queryKey }) };
}

/** Query and mutation hooks over an openapi-fetch client, keeping each error body's status; every read made with its own key. */
export function queryHooks<Paths extends {}>(client: Client<Paths>) {
  const tracked = new Proxy(client, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || typeof key !== 'string' || key !== key.toUpperCase()) return value;
      return (...args: unknown[]) => Promise.resolve(value.apply(target, args)).then(remember);
    },
  });
  return new Proxy(createQueryHooks(tracked), {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (key !== 'queryOptions' || typeof value !== 'function') return value;
      return (...args: unknown[]) => withOwnKey(value.apply(target, args));
    },
  });
}

// reads through queryOptions only: the library's useQuery and its kin build their options past the proxy
export const $api: Pick<ReturnType<typeof queryHooks<paths>>, 'queryOptions' | 'useMutation'> = queryHooks(api);

/** The HTTP status an error body came with (599 for a request that never reached the server). */
export function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null ? statuses.get(error) : undefined;
}

/** The seconds a refused request's Retry-After header asks to wait, when it sent one. */
export function retryAfterOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null ? retryAfters.get(error) : undefined;
}

/**
 * The method and path of a factory's key: the key every request of that operation starts with,
 * whatever its parameters (every page of a list), for a write that changes them all.
 */
export const operationKey = ({ queryKey }: { queryKey: readonly [string, string, ...unknown[]] }): QueryKey => queryKey.slice(0, 2);

/**
 * A query a route's first render needs, as a job the boot prefetch (and a server render) can run
 * against any cache: the route table lists these, and nothing else fetches for the route.
 */
export type RouteQuery = (client: QueryClient) => Promise<void>;

export const routeQuery =
  <Data, Failure, Key extends QueryKey>(options: FetchQueryOptions<Data, Failure, Data, Key>): RouteQuery =>
  (client) =>
    client.prefetchQuery(options);
