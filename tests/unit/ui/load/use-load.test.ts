import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, loaded, useLoad, type LoadResult } from '../../../../src/ui/load/use-load';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('useLoad', () => {
  it('goes from loading to ready, and to error with the not-found flag', async () => {
    const { result, rerender } = renderHook(({ ok }) => useLoad(async () => (ok ? loaded(1) : failed(true)), [ok]), { initialProps: { ok: true } });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 1 }));
    rerender({ ok: false });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', notFound: true }));
  });

  it('keeps only the latest answer when an older one arrives late', async () => {
    const slow = deferred<LoadResult<string>>();
    const fast = deferred<LoadResult<string>>();
    const { result, rerender } = renderHook(({ call }) => useLoad(() => call.promise, [call]), { initialProps: { call: slow } });
    rerender({ call: fast });
    await act(async () => fast.resolve(loaded('new')));
    await act(async () => slow.resolve(loaded('old')));
    expect(result.current).toMatchObject({ status: 'ready', data: 'new' });
  });

  it('runs again on retry', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useLoad(async () => {
        calls += 1;
        return calls === 1 ? failed() : loaded('second');
      }, []),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'second' }));
  });
});
