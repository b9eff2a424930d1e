import type { AdType } from '../../../domain/catalog-filters';
import type { PropertyKind } from '../../../domain/options';
import { $api } from '../../../api/queries';

/** The market by district of a deal, of one property kind or all (GET /api/market/districts). */
export const marketQuery = (adType: AdType, kind: PropertyKind | null) =>
  $api.queryOptions('get', '/api/market/districts', {
    params: { query: kind === null ? { adType } : { adType, flatObjects: String(kind) } },
  });
