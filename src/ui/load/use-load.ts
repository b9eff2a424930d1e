import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export type LoadResult<T> = { ok: true; data: T } | { ok: false; notFound?: boolean };

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; notFound: boolean }
  | { status: 'ready'; data: T };

/**
 * Runs a request when its inputs change and keeps only the latest answer (a slow earlier answer
 * never overwrites a newer one). `retry` runs it again.
 */
export function useLoad<T>(load: () => Promise<LoadResult<T>>, deps: DependencyList): LoadState<T> & { retry: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const call = ++latest.current;
    setState({ status: 'loading' });
    loadRef.current().then((result) => {
      if (call !== latest.current) return;
      // rendering the answer (a page of cards) yields to input instead of blocking the main thread
      startTransition(() =>
        setState(result.ok ? { status: 'ready', data: result.data } : { status: 'error', notFound: result.notFound ?? false }),
      );
    });
    // the caller names the inputs; the loader itself is read from a ref so it may be an inline function
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}

export const loaded = <T>(data: T): LoadResult<T> => ({ ok: true, data });
export const failed = (notFound = false): { ok: false; notFound: boolean } => ({ ok: false, notFound });
