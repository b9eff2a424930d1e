import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';
import type { Tariff } from './basket';

export interface TariffList {
  tariffs: Tariff[] | null;
  failed: boolean;
  retry: () => void;
}

/** The tariffs of GET /api/tariffs (§7: the list is the body's `data`). */
export function useTariffs(): TariffList {
  const [tariffs, setTariffs] = useState<Tariff[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    void api.GET('/api/tariffs').then(({ data }) => {
      if (!live) return;
      if (data) setTariffs(data.data);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { tariffs, failed, retry };
}
