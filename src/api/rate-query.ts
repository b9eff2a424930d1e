import { useQuery } from '@tanstack/react-query';
import { $api } from './queries';

// the day's rate changes slowly: one call per visit is enough
const RATE_STALE_MS = 60 * 60 * 1000;

/**
 * The day's GEL for 1 USD: POST /api/convert-price of 1 USD answers it as `result.rate`. Every
 * price is shown in lari beside the dollars at this one rate, and the public routes load it with
 * their data, so the server's HTML already carries the lari.
 */
export const rateQuery = () => ({ ...$api.queryOptions('post', '/api/convert-price', { body: { price: 1 } }), staleTime: RATE_STALE_MS });

/** The rate as a query: its data is undefined while it loads or when it could not be had. */
export const useRate = () => useQuery({ ...rateQuery(), select: (data) => data.result.rate });
