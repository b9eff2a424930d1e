import { useQuery } from '@tanstack/react-query';
import { tariffsQuery } from './api/queries';
import type { Tariff } from './order-selection';

export interface TariffList {
  tariffs: readonly Tariff[] | null;
  failed: boolean;
  retry: () => void;
}

/** The tariffs of GET /api/tariffs, cached for the session's tariff orders. */
export function useTariffs(): TariffList {
  const query = useQuery(tariffsQuery());
  return {
    tariffs: query.data?.data ?? null,
    failed: query.isError && query.data === undefined,
    retry: () => void query.refetch(),
  };
}
