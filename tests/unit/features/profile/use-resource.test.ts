import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useResource } from '../../../../src/features/profile/use-resource';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('useResource', () => {
  it('loads, and reports a failed load (undefined) as failed', async () => {
    let answer: string | undefined = 'first';
    const { result } = renderHook(() => useResource(async () => answer, []));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('first'));
    answer = undefined;
    await act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: undefined, failed: true, loading: false });
  });

  it('drops an answer that arrives after a newer load started', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const { result, rerender } = renderHook(({ page }) => useResource(() => (page === 1 ? slow.promise : fast.promise), [page]), {
      initialProps: { page: 1 },
    });
    rerender({ page: 2 });
    await act(async () => fast.resolve('page 2'));
    await act(async () => slow.resolve('page 1'));
    expect(result.current.data).toBe('page 2');
  });

  it('update changes the loaded data in place', async () => {
    const { result } = renderHook(() => useResource(async () => [1, 2, 3], []));
    await waitFor(() => expect(result.current.data).toEqual([1, 2, 3]));
    act(() => result.current.update((list) => list.filter((n) => n !== 2)));
    expect(result.current.data).toEqual([1, 3]);
  });
});
