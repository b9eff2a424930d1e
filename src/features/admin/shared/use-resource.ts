import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type ResourceStatus = 'loading' | 'ready' | 'error';

export interface Resource<T> {
  data: T | null;
  status: ResourceStatus;
  /** true while a reload runs over data already on screen */
  refreshing: boolean;
  /** fetches again and resolves with what the server has now (null when that failed) */
  reload: () => Promise<T | null>;
  /** takes what a write call answered as the server's state, without another fetch */
  replace: (data: T) => void;
}

/**
 * Loads a server resource whenever `key` changes. `load` answers null when the call failed (the
 * central error handling has already told the user why). Only the latest call may set the state,
 * so a slow answer to an old search never overwrites a newer one.
 */
export function useResource<T>(load: () => Promise<T | null>, key: string): Resource<T> {
  const [state, setState] = useState<{ data: T | null; status: ResourceStatus; refreshing: boolean }>({
    data: null,
    status: 'loading',
    refreshing: false,
  });
  const latest = useRef(load);
  useLayoutEffect(() => {
    latest.current = load;
  });
  const sequence = useRef(0);

  const reload = useCallback(async () => {
    const id = ++sequence.current;
    setState((s) => ({ ...s, status: s.data === null ? 'loading' : s.status, refreshing: s.data !== null }));
    const data = await latest.current();
    if (id === sequence.current) {
      setState((s) => (data === null ? { data: s.data, status: 'error', refreshing: false } : { data, status: 'ready', refreshing: false }));
    }
    return data;
  }, []);

  useEffect(() => {
    void reload();
  }, [key, reload]);

  const replace = useCallback((data: T) => {
    sequence.current++;
    setState({ data, status: 'ready', refreshing: false });
  }, []);

  return { ...state, reload, replace };
}
