import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { $api } from './queries';

// the day's rate changes slowly: one call per visit is enough
const RATE_STALE_MS = 60 * 60 * 1000;

/**
 * The day's GEL for 1 USD: POST /api/convert-price of 1 USD answers it as `result.rate`. Every
 * price is shown in lari beside the dollars at this one rate, and the public routes load it with
 * their data, so the server's HTML already carries the lari.
 */
export const rateQuery = () => ({
  ...$api.queryOptions('post', '/api/convert-price', { body: { price: 1 } }),
  staleTime: RATE_STALE_MS,
  // a failed rate is told once (the server-error modal); each card mounting after it must not ask again
  retryOnMount: false,
});

/**
 * Loads the rate for a route's first render (the boot prefetch and the server render). A rate
 * that cannot be had leaves no failed query behind: prices then show in dollars, and the server
 * does not take the page for missing when the rate's call answers 404.
 */
export const loadRate = (client: QueryClient): Promise<number | undefined> =>
  client.fetchQuery(rateQuery()).then(
    (data) => data.result.rate,
    () => {
      client.removeQueries({ queryKey: rateQuery().queryKey, exact: true });
      return undefined;
    },
  );

const useRateQuery = () => useQuery({ ...rateQuery(), select: (data) => data.result.rate });

/** What a screen reads of the rate's query. */
export type RateState = Pick<ReturnType<typeof useRateQuery>, 'data' | 'isPending'>;

/**
 * The rate as a query: its data is undefined while it loads or when it could not be had. The
 * server reads it from the render's cache, where the route's queries put it before the render:
 * nothing changes it during a render, and a query observer would only cost time (the browser
 * subscribes, to show the lari once the rate comes). A rate the server could not have is pending
 * there, as in the browser's first render, which asks for it.
 */
export const useRate: () => RateState = import.meta.env.SSR
  ? () => {
      const rate = renderRate(useQueryClient());
      return { data: rate, isPending: rate === undefined };
    }
  : useRateQuery;

/** The rate alone, for what shows many prices (a catalogue's cards): read once per server render. */
export const useRateValue = import.meta.env.SSR ? (): number | undefined => renderRate(useQueryClient()) : (): number | undefined => useRate().data;

// a server render's rate (its client's), read at its first price: a catalogue shows dozens
const renderRates = new WeakMap<QueryClient, { rate: number | undefined }>();

function renderRate(client: QueryClient): number | undefined {
  let read = renderRates.get(client);
  if (!read) {
    read = { rate: client.getQueryData(queryOptions(rateQuery()).queryKey)?.result.rate };
    renderRates.set(client, read);
  }
  return read.rate;
}
