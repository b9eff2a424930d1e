import { toFormData } from '../../../api/form-data';
import { $api } from '../../../api/queries';
import type { paths } from '../../../api/schema.gen';

type PriceBody = paths['/api/price-calculation']['post']['requestBody']['content']['multipart/form-data'];

// the admin changes tariffs rarely; a page that sells them twice in an hour asks once
const TARIFFS_STALE_MS = 60 * 60_000;

/** The tariffs and services with their GEL price per day (GET /api/tariffs; the list is the body's `data`). */
export const tariffsQuery = () => $api.queryOptions('get', '/api/tariffs', undefined, { staleTime: TARIFFS_STALE_MS });

/** The price of an order (POST /api/price-calculation, sent as form data): `totalToPay` after the user's coefficient. */
export const priceQuery = (body: PriceBody) => $api.queryOptions('post', '/api/price-calculation', { body, bodySerializer: toFormData });
