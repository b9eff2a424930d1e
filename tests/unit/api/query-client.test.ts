import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';

describe('createQueryClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A query whose boot prefetch has failed, and a screen that then mounts on it. */
  async function failedThenMounted(after: number): Promise<number> {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(new Error('500'));
    await client.prefetchQuery({ queryKey: ['mine'], queryFn });
    vi.setSystemTime(Date.now() + after);
    const unsubscribe = new QueryObserver(client, { queryKey: ['mine'], queryFn }).subscribe(() => {});
    unsubscribe();
    return queryFn.mock.calls.length;
  }

  it('does not ask again at once for what has just failed: the screen shows that failure', async () => {
    expect(await failedThenMounted(1_000)).toBe(1);
  });

  it('asks again for a failure half a minute old', async () => {
    expect(await failedThenMounted(30_000)).toBe(2);
  });
});
