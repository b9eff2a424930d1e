import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export interface Resource<T> {
  /** the last answer; undefined while the first load runs or after a failed load */
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  /** loads again from the server (after a change, or the retry of an error state) */
  reload: () => Promise<void>;
  /** changes the loaded data in place after a change the server confirmed */
  update: (change: (data: T) => T) => void;
}

/**
 * Loads what `load` returns (undefined meaning the call failed; the errors middleware has already
 * told the user why) and re-loads when `deps` change. An answer that arrives after a newer load
 * started is dropped, so a slow old page never overwrites the current one.
 */
export function useResource<T>(load: () => Promise<T | undefined>, deps: DependencyList): Resource<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  // the caller names what `load` depends on, as with useEffect
  const run = useCallback(load, deps);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    setFailed(false);
    const answer = await run();
    if (call !== latest.current) return;
    // rendering the answer (a page of cards) yields to input instead of blocking the main thread
    startTransition(() => {
      setData(answer);
      setFailed(answer === undefined);
      setLoading(false);
    });
  }, [run]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const update = useCallback((change: (data: T) => T) => setData((current) => (current === undefined ? current : change(current))), []);

  return { data, loading, failed, reload, update };
}
