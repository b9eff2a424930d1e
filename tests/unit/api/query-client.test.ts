// @vitest-environment jsdom
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import createClient from 'openapi-fetch';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleApiEvents } from '../../../src/api/handlers';
import { queryHooks } from '../../../src/api/queries';
import { createQueryClient } from '../../../src/api/query-client';
import type { paths } from '../../../src/api/schema.gen';

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

describe('a refused write', () => {
  async function refusedWrite(meta?: { ownRefusal: boolean }) {
    const onFailure = vi.fn();
    handleApiEvents({ onFailure });
    const client = createQueryClient();
    const answer = new Response(JSON.stringify({ result: 'ეს ტელეფონი უკვე დაკავებულია' }), { status: 422, headers: { 'Content-Type': 'application/json' } });
    const hooks = queryHooks(createClient<paths>({ baseUrl: 'http://api.test', fetch: async () => answer }));
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => hooks.useMutation('post', '/client-api/basket/add', { meta }), { wrapper });
    await act(() => result.current.mutateAsync({ body: { id: 102 } }).catch(() => undefined));
    return onFailure;
  }

  it('is told through the app’s failure handler', async () => {
    expect(await refusedWrite()).toHaveBeenCalledWith('ეს ტელეფონი უკვე დაკავებულია');
  });

  it('is left to a caller that shows it itself', async () => {
    expect(await refusedWrite({ ownRefusal: true })).not.toHaveBeenCalled();
  });
});
